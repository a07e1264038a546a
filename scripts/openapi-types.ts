import openapiTS from 'openapi-typescript';
import type { OpenApiDocument } from '../server/openapi-document';

/** The partner example's generated types (`npm run openapi -- --client` writes them). */
export const CLIENT_TYPES_FILE = new URL('../examples/openapi-client/schema.d.ts', import.meta.url);

/** The TypeScript types of the document, as a partner generates them with openapi-typescript. */
export async function clientTypes(document: OpenApiDocument): Promise<string> {
  // openapi-typescript's types name its own document shape; ours is the same JSON.
  return openapiTS(document as unknown as Parameters<typeof openapiTS>[0]);
}
