import { loadConfig } from './config';
import { startServer } from './start';

const config = loadConfig();
const server = await startServer(config);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // First out of the balancer (/readyz 503, requests still served), then the listener closes:
  // requests in flight are answered, streams end with a retry hint, jobs in flight finish.
  server.app.draining = true;
  server.app.log.info(
    `${signal}: draining for ${config.shutdownDrainMs} ms, then closing connections, finishing background jobs, stopping the database`,
  );
  const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + 12_000);
  force.unref();
  try {
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    await server.stop();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
