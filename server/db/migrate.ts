import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');
// Any number; every instance takes the same advisory lock, so only one migrates at a time.
export const MIGRATION_LOCK = 748_201;

const migrationFiles = () =>
  readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort();

/** The migration files not applied to this database yet (throws when it does not answer). */
export async function pendingMigrations(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool
    .query<{ version: string }>('select version from schema_migrations')
    .catch(async (error: { code?: string }) => {
      if (error.code === '42P01') return { rows: [] as { version: string }[] };
      throw error;
    });
  const done = new Set(rows.map((row) => row.version));
  return migrationFiles().filter((file) => !done.has(file));
}

/** Applies the SQL files of db/migrations in name order, each once, each in a transaction. */
export async function migrate(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    // No statement timeout here: waiting for another instance's migrations, or a migration of
    // a large table, may take longer than a request's statement should. Reset before release.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await client.query<{ version: string }>('select version from schema_migrations')).rows.map(
        (r) => r.version,
      ),
    );
    const files = migrationFiles();
    for (const file of files) {
      if (done.has(file)) continue;
      await client.query('begin');
      try {
        await client.query(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
        await client.query('insert into schema_migrations (version) values ($1)', [file]);
        await client.query('commit');
        applied.push(file);
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.query('reset statement_timeout').catch(() => {});
    client.release();
  }
  return applied;
}
