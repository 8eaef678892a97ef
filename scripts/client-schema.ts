/**
 * The typed client's schema (packages/client/src/schema.ts): the API's OpenAPI document as
 * TypeScript types, by openapi-typescript. `npm run client:generate` writes the file;
 * apps/api/test/openapi.test.ts checks that it is current.
 */
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

export const CLIENT_SCHEMA_FILE = path.join(import.meta.dirname, '../packages/client/src/schema.ts');

const HEADER = "/**\n * Generated from the API's OpenAPI document by `npm run client:generate` (openapi-typescript). Do not edit.\n */\n\n";

/** The schema file's text for the given OpenAPI document. */
export async function clientSchemaSource(document: object): Promise<string> {
  return HEADER + astToString(await openapiTS(document as OpenAPI3, { silent: true }));
}
