import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { freePort } from '../net';
import { loadEmbeddedPostgres } from './embedded-postgres';
import { clearLeftoverPostgres } from './leftover-postgres';
import { embeddedBinariesDir, letPostgresUserReach, projectRoot } from './root-access';

export interface Database {
  pool: pg.Pool;
  /** Connection string of the database in use (for logs and tests; never a password). */
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  log?: (message: string) => void;
  poolSize?: number;
  /** Longest a statement may run (PostgreSQL's statement_timeout, error 57014); 0: no limit. */
  statementTimeoutMs?: number;
  /** Longest wait for a new connection to the database; 0: no limit. */
  connectTimeoutMs?: number;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

/** The embedded database's password, made once per DATA_DIR (mode 0600). */
export const PASSWORD_FILE = 'postgres-password';
/** The password initdb was given, until the real one is set (initdb's copy sits in /tmp a moment). */
const INITDB_PASSWORD_FILE = 'postgres-password.initdb';
/** The fixed password of data folders made before the per-install one; replaced at their next start. */
const LEGACY_PASSWORD = 'ftc';
const USER = 'ftc';

function newPassword(): string {
  return randomBytes(24).toString('base64url');
}

/** Writes `value` to `path` (mode 0600) durably: temp file, fsync, rename, fsync of the folder. */
function writeSecret(path: string, value: string) {
  const temp = `${path}.${process.pid}.tmp`;
  rmSync(temp, { force: true });
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeSync(fd, `${value}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
  const dir = openSync(dirname(path), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

function readSecret(path: string, log?: (message: string) => void): string | undefined {
  let mode: number;
  try {
    mode = statSync(path).mode;
  } catch {
    return undefined;
  }
  if (mode & 0o077) {
    chmodSync(path, 0o600);
    log?.(`${path} was readable by others: made it 0600`);
  }
  return readFileSync(path, 'utf8').trim() || undefined;
}

/** Pool settings shared by the embedded and the DATABASE_URL pools. */
function poolSettings(options: DatabaseOptions) {
  const statementTimeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  return {
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    // Sent when connecting, so it holds for every statement of the session.
    statement_timeout: statementTimeout > 0 ? statementTimeout : (false as const),
  };
}

/**
 * With DATABASE_URL, a pool on that server. Without it, PostgreSQL from the embedded-postgres
 * package, its data under DATA_DIR/postgres, started here and stopped by `stop()`.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, ...poolSettings(options) });
    pool.on('error', (error) => options.log?.(`database connection closed: ${error.message}`));
    try {
      await pool.query('select 1');
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    return {
      pool,
      url: options.databaseUrl.replace(/:[^:@/]+@/, ':***@'),
      embedded: false,
      stop: () => pool.end(),
    };
  }
  return openEmbedded(options);
}

async function openEmbedded(options: DatabaseOptions): Promise<Database> {
  const { dataDir, log } = options;
  const databaseDir = join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  const opened = letPostgresUserReach([embeddedBinariesDir(), dataDir], [projectRoot(), dataDir]);
  if (opened.length) log?.(`let PostgreSQL's user pass through: ${opened.join(', ')}`);

  const passwordPath = join(dataDir, PASSWORD_FILE);
  const initdbPasswordPath = join(dataDir, INITDB_PASSWORD_FILE);
  let password = readSecret(passwordPath, log);
  if (!password) {
    password = newPassword();
    writeSecret(passwordPath, password);
  }
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  let initdbPassword = readSecret(initdbPasswordPath, log);
  if (fresh) {
    initdbPassword = newPassword();
    writeSecret(initdbPasswordPath, initdbPassword);
  }

  // The last lines PostgreSQL printed, to say why it did not start.
  const output: string[] = [];
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    // Only initdb uses it, through a file in the temporary folder: a one-time password,
    // replaced below by the one in DATA_DIR/postgres-password.
    password: initdbPassword ?? newPassword(),
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package creates an unprivileged user for it.
    createPostgresUser: true,
    onLog: (message) => {
      output.push(...message.split('\n').filter((line) => line.trim()));
      output.splice(0, output.length - 40);
    },
    onError: (error) => log?.(`postgres: ${String(error).trim()}`),
  });
  if (fresh) await server.initialise();
  else await clearLeftoverPostgres(databaseDir, { log });
  try {
    await server.start();
  } catch (cause) {
    // embedded-postgres rejects with little detail (often `undefined`): add PostgreSQL's own.
    const reason = output.filter((line) => /FATAL|PANIC|ERROR|HINT/.test(line)).slice(-4);
    throw new Error(
      `Could not start the embedded PostgreSQL in ${databaseDir}${reason.length ? ` (${reason.join(' ').trim()})` : ''}. ` +
        'Is another FTC server using this DATA_DIR? Stop it, or set DATA_DIR to another folder ' +
        '(or DATABASE_URL to a PostgreSQL server).',
      { cause },
    );
  }

  let admin: Awaited<ReturnType<typeof connectAdmin>>;
  try {
    admin = await connectAdmin(port, [password, initdbPassword, LEGACY_PASSWORD], options);
    if (!admin) {
      throw new Error(
        `The embedded PostgreSQL in ${databaseDir} refused the password in ${passwordPath}. ` +
          'A data folder copied from elsewhere needs its postgres-password file too.',
      );
    }
    if (admin.password !== password) {
      await admin.client.query(
        `alter role ${USER} password ${admin.client.escapeLiteral(password)}`,
      );
      if (admin.password === LEGACY_PASSWORD)
        log?.(
          `the embedded database had the old fixed password: replaced it with a random one, kept in ${passwordPath}`,
        );
    }
    rmSync(initdbPasswordPath, { force: true });
    const exists = await admin.client.query('select 1 from pg_database where datname = $1', [
      'ftc',
    ]);
    if (exists.rowCount === 0) await admin.client.query('create database ftc');
    await admin.client.end();
  } catch (error) {
    await admin?.client.end().catch(() => {});
    await server.stop().catch(() => {});
    throw error;
  }

  const pool = new pg.Pool({
    host: '127.0.0.1',
    port,
    user: USER,
    password,
    database: 'ftc',
    ...poolSettings(options),
  });
  // An idle connection closed by the server (a restart, or the shutdown on SIGTERM that
  // embedded-postgres also hooks) is dropped from the pool, not a crash.
  pool.on('error', (error) => log?.(`database connection closed: ${error.message}`));
  return {
    pool,
    url: `postgres://${USER}@127.0.0.1:${port}/ftc (embedded, ${databaseDir})`,
    embedded: true,
    async stop() {
      await pool.end();
      await server.stop();
    },
  };
}

/** An admin connection with the first of `passwords` the server takes; undefined if none. */
async function connectAdmin(
  port: number,
  passwords: (string | undefined)[],
  options: DatabaseOptions,
): Promise<{ client: pg.Client; password: string } | undefined> {
  for (const password of new Set(passwords)) {
    if (!password) continue;
    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: USER,
      password,
      database: 'postgres',
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    });
    try {
      await client.connect();
      return { client, password };
    } catch (error) {
      await client.end().catch(() => {});
      // 28P01: wrong password; try the next one. Anything else is a real failure.
      if ((error as { code?: string }).code !== '28P01') throw error;
    }
  }
  return undefined;
}
