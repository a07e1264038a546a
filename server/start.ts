import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, requireProductionPayments, requireProductionTransports } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedContent } from './db/seed';
import { seedMedia } from './db/seed-media';
import { ensureAdminAccount } from './services/admin-account';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}

/** Opens the database (embedded unless DATABASE_URL), migrates, seeds, listens. */
export async function startServer(config: Config): Promise<RunningServer> {
  // Before anything starts: production without real transports would send nothing.
  requireProductionTransports(config);
  requireProductionPayments(config);
  const started = performance.now();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.database.statementTimeoutMs,
    connectTimeoutMs: config.database.connectTimeoutMs,
    log: (message) => console.error(message),
  });
  try {
    await migrate(database.pool);
    await seedContent(database.pool, { production: config.production });
    // The admin account (interface §8): only from the settings; without them there is none.
    const admin = config.admin
      ? await ensureAdminAccount(database.pool, config.admin)
      : 'none (set ADMIN_EMAIL and ADMIN_PASSWORD to have one)';
    const app = await buildApp({
      config: {
        ...config,
        staticRoot: config.staticRoot ?? join(import.meta.dirname, '..', 'dist'),
      },
      pool: database.pool,
    });
    // The seed's pictures go through the app's file storage (disk or bucket), so after it.
    // A store that does not answer costs the pictures (initials and plain posters), not the start.
    await seedMedia(database.pool, app.ctx.files, config.publicUrl, {
      production: config.production,
      warn: (message) => app.log.warn(message),
    }).catch((error: Error) => app.log.warn(`seed pictures not made: ${error.message}`));
    // With background jobs the hourly `rate-limit-prune` job does this (server/background); with
    // JOBS=off, this instance's timer.
    const prune = config.jobs.enabled
      ? undefined
      : setInterval(() => void app.ctx.limiter.prune().catch(() => {}), 60 * 60_000);
    prune?.unref();
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    app.log.info(
      {
        database: database.url,
        admin,
        jobs: config.jobs.enabled ? 'on' : 'off (JOBS=off)',
        startMs: Math.round(performance.now() - started),
      },
      `FTC listening on http://127.0.0.1:${port}/ (site /, widgets /widgets/, partner page /partner.html, API /v1)`,
    );
    return {
      app,
      url: `http://127.0.0.1:${port}`,
      async stop() {
        clearInterval(prune);
        await app.close(); // the background jobs stop here too, finishing those in flight
        await database.stop();
      },
    };
  } catch (error) {
    await database.stop().catch(() => {});
    throw error;
  }
}
