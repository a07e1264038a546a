// `npm start` (interface §1): builds what is missing, then one Node process on PORT serves the
// reference API under /v1, the site at /, the widget bundles at /widgets/ and /partner.html.
// The database is embedded unless DATABASE_URL is set (server/README.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

let built = false;
function buildIfMissing(marker, script) {
  if (existsSync(join(root, marker))) return;
  console.log(`[start] ${marker} is missing: npm run ${script}`);
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  built = true;
}

buildIfMissing('dist/widgets/ftc-widgets.js', 'build:lib');
buildIfMissing('dist/demo/index.html', 'build:demo');
// The profile pages' renderer (issue 24), made by build:demo (a build from before it: alone).
buildIfMissing('dist/ssr/render-profile.js', 'build:ssr');
// What was just built goes out precompressed (brotli, gzip), as after `npm run build`.
if (built)
  spawnSync(process.execPath, [join(root, 'scripts/precompress.mjs')], { stdio: 'inherit' });

// The server is TypeScript; tsx compiles it in this same process.
register();
await import('../server/main.ts');
