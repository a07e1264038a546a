import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** gzip for JSON answers and the site's files (brotli costs too much CPU per request). */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
}
