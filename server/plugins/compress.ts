import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this are sent as they are. */
export const COMPRESS_THRESHOLD = 1024;
/** In order of preference (brotli costs too much CPU per request). */
export const COMPRESSED_ENCODINGS = ['gzip', 'deflate'] as const;

/**
 * gzip for JSON answers and the site's files. The content routes compress their kept answers
 * once, with the same choice (services/content-cache.ts `acceptedEncoding`).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: [...COMPRESSED_ENCODINGS],
  });
}
