/** Where the API reference lives. */
export const apiReferencePath = '/api-reference';
