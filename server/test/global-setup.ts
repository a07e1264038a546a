import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadEmbeddedPostgres } from '../db/embedded-postgres';
import { migrate } from '../db/migrate';
import { embeddedBinariesDir, letPostgresUserReach, projectRoot } from '../db/root-access';
import { seedContent } from '../db/seed';
import { freePort } from '../net';
import { startDebianPostgres } from './support/debian-postgres';

/** The database every test app's own database is copied from (harness.ts): migrated, seeded. */
const TEMPLATE = 'ftc_template';

/**
 * Migrates and seeds the template once for the run: each test app's database is a copy of it
 * (`create database … template`, a file copy in PostgreSQL), not 40 migrations and the seed again.
 */
async function makeTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  // Closed before any copy: PostgreSQL copies a template no one is connected to.
  const pool = new pg.Pool({ connectionString: adminUrl.replace(/\/postgres$/, `/${TEMPLATE}`) });
  try {
    await migrate(pool);
    await seedContent(pool);
  } finally {
    await pool.end();
  }
}

/**
 * One PostgreSQL for the whole run (the embedded one, or Debian's with FTC_TEST_POSTGRES=debian);
 * each test file makes its own database in it.
 */
export default async function setup(project: TestProject) {
  // `npm run test:server:debian` (a step of `npm test`): the same tests on the operating
  // system's PostgreSQL, the engine a production DATABASE_URL points at.
  if (process.env.FTC_TEST_POSTGRES === 'debian') {
    const cluster = await startDebianPostgres();
    await makeTemplate(cluster.adminUrl);
    project.provide('postgresAdminUrl', cluster.adminUrl);
    project.provide('templateDatabase', TEMPLATE);
    return async () => cluster.destroy();
  }
  const dir = mkdtempSync(join(tmpdir(), 'ftc-pg-'));
  // As root, PostgreSQL runs as its own user, which must reach the folder.
  chmodSync(dir, 0o755);
  letPostgresUserReach([embeddedBinariesDir(), dir], [projectRoot(), dir]);
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    // A throwaway server for this run only, on loopback: a fixed password is fine here.
    user: 'ftc',
    password: 'ftc',
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  const adminUrl = `postgres://ftc:ftc@127.0.0.1:${port}/postgres`;
  await makeTemplate(adminUrl);
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    /** A migrated, seeded database to copy (harness.ts `createTestApp`). */
    templateDatabase: string;
  }
}
