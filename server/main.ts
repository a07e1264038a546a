import { loadConfig } from './config';
import { startServer } from './start';

const server = await startServer(loadConfig());

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  server.app.log.info(
    `${signal}: closing connections, finishing background jobs, stopping the database`,
  );
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await server.stop();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
