import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config';
import { openDatabase, PASSWORD_FILE } from '../../db/database';
import { loadEmbeddedPostgres } from '../../db/embedded-postgres';
import { clearLeftoverPostgres, processInfo } from '../../db/leftover-postgres';
import { MIGRATION_LOCK, migrate } from '../../db/migrate';
import { letPostgresUserReach, PostgresUserBlockedError, planReach } from '../../db/root-access';
import { freePort } from '../../net';
import { createTestDatabase } from '../harness';

const dirs: string[] = [];
function tempDir(mode = 0o755): string {
  const dir = mkdtempSync(join(tmpdir(), 'ftc-db-'));
  chmodSync(dir, mode);
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const mode = (path: string) => statSync(path).mode & 0o777;

describe('letting PostgreSQL’s user reach its folders (as root)', () => {
  // base (0755) / outside (0700) / project (0755) / node_modules (0700) / bin
  //                                              / data (0700)
  function layout() {
    const base = tempDir();
    const outside = join(base, 'outside');
    const project = join(outside, 'project');
    const modules = join(project, 'node_modules');
    const bin = join(modules, 'bin');
    const data = join(project, 'data');
    mkdirSync(bin, { recursive: true });
    mkdirSync(data);
    chmodSync(outside, 0o700);
    chmodSync(project, 0o755);
    chmodSync(modules, 0o700);
    chmodSync(bin, 0o755);
    chmodSync(data, 0o700);
    return { outside, project, modules, bin, data };
  }

  it('opens folders inside the project and DATA_DIR, and names the ones above', () => {
    const { outside, project, modules, bin, data } = layout();
    expect(planReach([bin, data], [project, data])).toEqual({
      open: [modules, data],
      blocked: [outside],
    });
  });

  it('changes nothing above the project: it says which folder and what to run', () => {
    const { outside, project, modules, bin, data } = layout();
    let error: unknown;
    try {
      letPostgresUserReach([bin, data], [project, data], true);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PostgresUserBlockedError);
    expect((error as Error).message).toContain(`chmod o+x ${outside}`);
    expect((error as Error).message).toContain('DATABASE_URL');
    // Nothing was changed, not even the folders that are ours.
    expect([mode(outside), mode(modules), mode(data)]).toEqual([0o700, 0o700, 0o700]);

    chmodSync(outside, 0o701); // what the operator was told to do
    expect(letPostgresUserReach([bin, data], [project, data], true)).toEqual([modules, data]);
    expect([mode(modules), mode(data)]).toEqual([0o701, 0o701]);
  });

  it('does nothing when not root', () => {
    const { project, modules, bin, data } = layout();
    expect(letPostgresUserReach([bin, data], [project, data], false)).toEqual([]);
    expect(mode(modules)).toBe(0o700);
  });
});

describe('pool timeouts', () => {
  it('ends a statement that runs past DB_STATEMENT_TIMEOUT_MS with 57014', async () => {
    const database = await openDatabase({
      databaseUrl: inject('postgresAdminUrl'),
      dataDir: '/nonexistent',
      statementTimeoutMs: 200,
    });
    try {
      const started = Date.now();
      await expect(database.pool.query('select pg_sleep(3)')).rejects.toMatchObject({
        code: '57014',
      });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect((await database.pool.query('select 1 as one')).rows[0].one).toBe(1);
    } finally {
      await database.stop();
    }
  });

  it('sets 15 s by default, and the settings come from the environment', async () => {
    const database = await openDatabase({
      databaseUrl: inject('postgresAdminUrl'),
      dataDir: '/nonexistent',
    });
    try {
      const { rows } = await database.pool.query('show statement_timeout');
      expect(rows[0].statement_timeout).toBe('15s');
    } finally {
      await database.stop();
    }
    expect(loadConfig({}).database).toEqual({
      statementTimeoutMs: 15_000,
      connectTimeoutMs: 5_000,
    });
    expect(
      loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0', DB_CONNECT_TIMEOUT_MS: '250' }).database,
    ).toEqual({ statementTimeoutMs: 0, connectTimeoutMs: 250 });
  });

  it('gives up connecting after DB_CONNECT_TIMEOUT_MS to a server that never answers', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      await expect(
        openDatabase({
          databaseUrl: `postgres://nobody:secret@127.0.0.1:${port}/none`,
          dataDir: '/nonexistent',
          connectTimeoutMs: 300,
        }),
      ).rejects.toThrow(/timeout/i);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  }, 10_000);

  it('migrations wait for another instance longer than the statement timeout', async () => {
    const url = await createTestDatabase();
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const database = await openDatabase({
      databaseUrl: url,
      dataDir: '/nonexistent',
      statementTimeoutMs: 200,
      poolSize: 1,
    });
    try {
      const release = setTimeout(() => void other.query('select pg_advisory_unlock_all()'), 600);
      const applied = await migrate(database.pool);
      clearTimeout(release);
      expect(applied.length).toBeGreaterThan(0);
      // The pool's only connection has its statement timeout back.
      const { rows } = await database.pool.query('show statement_timeout');
      expect(rows[0].statement_timeout).toBe('200ms');
    } finally {
      await database.stop();
      await other.end();
    }
  });
});

describe('the embedded database’s password', () => {
  const refuses = async (port: number, password: string) => {
    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: 'ftc',
      password,
      database: 'ftc',
    });
    try {
      await client.connect();
      await client.end();
      return false;
    } catch (error) {
      return (error as { code?: string }).code === '28P01';
    }
  };
  const portOf = (dataDir: string) =>
    Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);

  it('is made once per DATA_DIR, kept 0600, never in the url or the logs', async () => {
    const dataDir = tempDir();
    const logs: string[] = [];
    const first = await openDatabase({ dataDir, log: (line) => logs.push(line) });
    const file = join(dataDir, PASSWORD_FILE);
    const password = readFileSync(file, 'utf8').trim();
    try {
      expect(password).toMatch(/^[\w-]{32}$/);
      expect(mode(file)).toBe(0o600);
      expect(existsSync(join(dataDir, 'postgres-password.initdb'))).toBe(false);
      expect(first.url).not.toContain(password);
      expect(logs.join('\n')).not.toContain(password);
      expect(await refuses(portOf(dataDir), 'ftc')).toBe(true);
      expect((await first.pool.query('show statement_timeout')).rows[0].statement_timeout).toBe(
        '15s',
      );
      await first.pool.query('create table kept (note text)');
      await first.pool.query("insert into kept values ('across a restart')");
    } finally {
      await first.stop();
    }
    const second = await openDatabase({ dataDir });
    try {
      expect(readFileSync(file, 'utf8').trim()).toBe(password);
      expect((await second.pool.query('select note from kept')).rows).toEqual([
        { note: 'across a restart' },
      ]);
    } finally {
      await second.stop();
    }
  });

  it('replaces the old fixed ftc/ftc of an existing data folder, keeping its data', async () => {
    const dataDir = tempDir();
    // A data folder as earlier versions made it.
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const old = new EmbeddedPostgres({
      databaseDir: join(dataDir, 'postgres'),
      port: await freePort(),
      user: 'ftc',
      password: 'ftc',
      persistent: true,
      createPostgresUser: true,
      onLog: () => {},
      onError: () => {},
    });
    await old.initialise();
    await old.start();
    const client = old.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    await client.query('create database ftc');
    await client.end();
    const ftc = old.getPgClient('ftc', '127.0.0.1');
    await ftc.connect();
    await ftc.query("create table kept (note text); insert into kept values ('from before')");
    await ftc.end();
    await old.stop();

    const logs: string[] = [];
    const database = await openDatabase({ dataDir, log: (line) => logs.push(line) });
    try {
      const file = join(dataDir, PASSWORD_FILE);
      const password = readFileSync(file, 'utf8').trim();
      expect(mode(file)).toBe(0o600);
      expect(logs.join('\n')).toContain('old fixed password');
      expect(logs.join('\n')).not.toContain(password);
      expect(await refuses(portOf(dataDir), 'ftc')).toBe(true);
      expect((await database.pool.query('select note from kept')).rows).toEqual([
        { note: 'from before' },
      ]);
    } finally {
      await database.stop();
    }
  });

  it('a password file readable by others is made 0600 again', async () => {
    const dataDir = tempDir();
    await (await openDatabase({ dataDir })).stop();
    const file = join(dataDir, PASSWORD_FILE);
    chmodSync(file, 0o644);
    const logs: string[] = [];
    await (await openDatabase({ dataDir, log: (line) => logs.push(line) })).stop();
    expect(mode(file)).toBe(0o600);
    expect(logs.join('\n')).toContain('readable by others');
  });
});

describe.skipIf(process.platform !== 'linux')('what a killed server left behind', () => {
  /** A stand-in for a postmaster: a process whose command line reads `postgres … -D dir`. */
  function fakePostmaster(databaseDir: string, orphaned: boolean): Promise<number> {
    const script = 'process.on("SIGINT", () => process.exit(0)); setInterval(() => {}, 1000)';
    const command = `exec -a postgres "${process.execPath}" -e '${script}' -- -D "${databaseDir}"`;
    // Orphaned: started by a shell that ends at once, so its parent becomes pid 1.
    const shell = spawn('bash', ['-c', orphaned ? `(${command}) & echo $!` : `${command}`], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    if (!orphaned) return Promise.resolve(shell.pid ?? 0);
    return new Promise((resolve) =>
      shell.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim()))),
    );
  }
  function pidFile(databaseDir: string, pid: number) {
    mkdirSync(databaseDir, { recursive: true });
    writeFileSync(join(databaseDir, 'postmaster.pid'), `${pid}\n${databaseDir}\n0\n5432\n`);
  }
  const gone = async (pid: number) => {
    for (let i = 0; i < 100; i++) {
      const info = processInfo(pid);
      if (!info || info.zombie) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  };

  it('stops a postmaster whose server is gone', async () => {
    const databaseDir = join(tempDir(), 'postgres');
    const pid = await fakePostmaster(databaseDir, true);
    pidFile(databaseDir, pid);
    await expect.poll(() => processInfo(pid)?.command[0]).toBe('postgres');
    const logs: string[] = [];
    expect(await clearLeftoverPostgres(databaseDir, { log: (line) => logs.push(line) })).toBe(
      'stopped',
    );
    expect(await gone(pid)).toBe(true);
    expect(logs.join('\n')).toContain(`(pid ${pid}) was still running`);
  });

  it('leaves alone a postmaster whose server is running (two servers on one DATA_DIR)', async () => {
    const databaseDir = join(tempDir(), 'postgres');
    // Its parent is this Node process, as a live server is its postmaster's.
    const pid = await fakePostmaster(databaseDir, false);
    pidFile(databaseDir, pid);
    try {
      await expect.poll(() => processInfo(pid)?.command[0]).toBe('postgres');
      await expect(clearLeftoverPostgres(databaseDir)).rejects.toThrow(
        /belongs to a running server/,
      );
      expect(processInfo(pid)?.zombie).toBe(false);
    } finally {
      process.kill(pid, 'SIGKILL');
    }
  });

  it('removes a postmaster.pid whose pid is now another program', async () => {
    const databaseDir = join(tempDir(), 'postgres');
    const other = spawn('sleep', ['30']);
    try {
      pidFile(databaseDir, other.pid ?? 0);
      expect(await clearLeftoverPostgres(databaseDir)).toBe('removed-stale-pid-file');
      expect(existsSync(join(databaseDir, 'postmaster.pid'))).toBe(false);
      expect(processInfo(other.pid ?? 0)?.zombie).toBe(false);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('leaves a postmaster.pid of a process that is gone to PostgreSQL', async () => {
    const databaseDir = join(tempDir(), 'postgres');
    const ended = spawn('true');
    await new Promise((resolve) => ended.once('exit', resolve));
    pidFile(databaseDir, ended.pid ?? 0);
    expect(await clearLeftoverPostgres(databaseDir)).toBe('none');
    expect(existsSync(join(databaseDir, 'postmaster.pid'))).toBe(true);
  });
});
