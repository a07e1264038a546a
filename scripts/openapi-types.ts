import { spawnSync } from 'node:child_process';
import openapiTS from 'openapi-typescript';
import type { OpenApiDocument } from '../server/openapi-document';

/** The partner example's generated types (`npm run openapi -- --client` writes them). */
export const CLIENT_TYPES_FILE = new URL('../examples/openapi-client/schema.d.ts', import.meta.url);

const root = new URL('..', import.meta.url).pathname;

/**
 * The TypeScript types of the document, as a partner generates them with openapi-typescript,
 * then formatted by Biome like the rest of the repository (so `biome check` passes on them).
 */
export async function clientTypes(document: OpenApiDocument): Promise<string> {
  // openapi-typescript's types name its own document shape; ours is the same JSON.
  const types = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]);
  const biome = spawnSync(
    `${root}node_modules/.bin/biome`,
    ['format', `--stdin-file-path=${CLIENT_TYPES_FILE.pathname}`],
    { input: types, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (biome.status !== 0) throw new Error(`biome format failed: ${biome.stderr}`);
  return biome.stdout;
}
