/** The contract's OpenAPI 3.1 document, generated from the endpoint table (scripts/openapi.mjs). */
export function openApiDocument(): Promise<Record<string, unknown>>;
