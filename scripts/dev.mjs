// `npm run dev` (interface §1): the reference server (API under /v1) beside the Vite dev
// server for the site, with hot reload; Vite proxies /v1, /dev and /widgets to the server.
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 8080);
const target = process.env.API_PROXY_TARGET;

let server;
if (!target) {
  // The reference server, in its own process so Vite's restarts never restart the database.
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1' },
    stdio: 'inherit',
  });
  server.on('exit', (code) => {
    if (code)
      console.error(
        `[dev] the reference server stopped (${code}); the site's API calls will fail.`,
      );
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${apiPort}/v1/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      console.error('[dev] the reference server did not start; see its log above.');
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

process.env.API_PROXY_TARGET = target ?? `http://127.0.0.1:${apiPort}`;
const vite = await createServer({ configFile: 'vite.config.ts' });
await vite.listen();
vite.printUrls();

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await vite.close();
    server?.kill('SIGTERM');
    process.exit(0);
  });
}
