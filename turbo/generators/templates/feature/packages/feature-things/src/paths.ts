/** Where the things app lives. */
export const listPath = '/apps/things';
export const thingPath = (id: number) => `${listPath}/${id}`;
