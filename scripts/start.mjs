// `npm start` (interface §1): builds what is missing, then one Node process on PORT serves the
// demo site at /, the widget bundles at /widgets/ and the partner page at /partner.html.
// The reference API under /v1 joins this process with the server issue (see server/README.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

function buildIfMissing(marker, script) {
  if (existsSync(join(root, marker))) return;
  console.log(`[start] ${marker} is missing: npm run ${script}`);
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfMissing('dist/widgets/ftc-widgets.js', 'build:lib');
buildIfMissing('dist/demo/index.html', 'build:demo');

const widgets = sirv(join(root, 'dist/widgets'), {
  etag: true,
  setHeaders(res) {
    // Partners load the bundles from their own origins.
    res.setHeader('Access-Control-Allow-Origin', '*');
  },
});
const site = sirv(join(root, 'dist/demo'), { etag: true, single: true });

function sendJson(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const server = createServer((req, res) => {
  const url = req.url ?? '/';
  if (url.startsWith('/v1/') || url === '/v1') {
    sendJson(res, 503, {
      success: false,
      message: 'The API is not available on this server yet. Please try again later.',
    });
    return;
  }
  if (url.startsWith('/widgets/')) {
    req.url = url.slice('/widgets'.length);
    widgets(req, res, () =>
      sendJson(res, 404, { success: false, message: 'No such widget file.' }),
    );
    return;
  }
  site(req, res);
});

server.listen(port, host, () => {
  console.log(`[start] FTC on http://127.0.0.1:${port}/ (partner page: /partner.html)`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
