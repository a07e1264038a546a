import pg from 'pg';
import { buildApp } from './app';
import { loadConfig } from './config';

/** The parts of the document that its checks read. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; contact?: { name?: string; url?: string } };
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<
    string,
    Record<string, { operationId?: string; tags?: string[]; summary?: string }>
  >;
  [key: string]: unknown;
}

/** Where the generated document says the API is when no PUBLIC_URL is given. */
export const DOCUMENT_URL = 'http://localhost:8080';

/**
 * The OpenAPI document as `/v1/openapi.json` serves it (with the development routes), built
 * without a database: the routes and schemas need none. The pool points nowhere and is never
 * queried (JWT_SECRET is given); the clock's listener gives up after its wait (about 10 s).
 */
export async function openApiDocument(publicUrl = DOCUMENT_URL): Promise<OpenApiDocument> {
  const nowhere = 'postgres://ftc@127.0.0.1:9/none';
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: nowhere,
    PUBLIC_URL: publicUrl,
    JWT_SECRET: 'openapi-document-only-'.repeat(3),
  });
  const pool = new pg.Pool({ connectionString: nowhere });
  const app = await buildApp({ config, pool, logger: false });
  try {
    await app.ready();
    return JSON.parse(JSON.stringify(app.swagger()));
  } finally {
    await app.close();
    await pool.end();
  }
}
