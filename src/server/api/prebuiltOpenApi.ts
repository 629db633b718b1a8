/** The OpenAPI document's file beside the server bundle: written by its build, read by `openApiDocument`. */
export const PREBUILT_OPENAPI_DOCUMENT = 'openapi.json'
