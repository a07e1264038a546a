import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadEmbeddedPostgres } from '../db/embedded-postgres';
import { embeddedBinariesDir, letPostgresUserReach, projectRoot } from '../db/root-access';
import { freePort } from '../net';
import { startDebianPostgres } from './support/debian-postgres';

/**
 * One PostgreSQL for the whole run (the embedded one, or Debian's with FTC_TEST_POSTGRES=debian);
 * each test file makes its own database in it.
 */
export default async function setup(project: TestProject) {
  // `npm run test:server:debian` (a step of `npm test`): the same tests on the operating
  // system's PostgreSQL, the engine a production DATABASE_URL points at.
  if (process.env.FTC_TEST_POSTGRES === 'debian') {
    const cluster = await startDebianPostgres();
    project.provide('postgresAdminUrl', cluster.adminUrl);
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
  project.provide('postgresAdminUrl', `postgres://ftc:ftc@127.0.0.1:${port}/postgres`);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}
