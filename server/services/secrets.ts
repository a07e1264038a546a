import { createHash, createHmac, randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * The server's signing secret: JWT_SECRET when set, otherwise one generated once and kept in
 * the database, so every instance sharing the database signs and verifies alike.
 */
export async function loadSigningSecret(
  pool: pg.Pool,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  const candidate = randomBytes(48).toString('base64url');
  await pool.query(
    'insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing',
    ['signing', candidate],
  );
  const { rows } = await pool.query<{ value: string }>(
    'select value from server_secrets where name = $1',
    ['signing'],
  );
  return rows[0]?.value ?? candidate;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const hmac = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('hex');

/** A URL-safe random token (256 bits). */
export const randomToken = () => randomBytes(32).toString('base64url');
