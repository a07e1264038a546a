// `npm run test:browser`: the browser suite against each widget build (interface §1), first
// dist/widgets (React), then dist/widgets-lite (preact/compat). A build that is missing, or older
// than the sources, is made first (`npm test` builds everything before, so it is used as it is).
// WIDGETS_BUILD=react, lite or source runs one (source: the sources through Vite, to debug).
// Extra arguments go to wtr (e.g. --files tests/browser/newsletter.test.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILDS = {
  react: { script: 'build:lib', dir: 'dist/widgets' },
  lite: { script: 'build:lite', dir: 'dist/widgets-lite' },
  source: undefined,
};
const SOURCES = [
  'src',
  'widgets',
  'vite.lib.config.ts',
  'vite.lite.config.ts',
  'package-lock.json',
  // The build's own plugins (es-bindings, first-paint, integrity, manifest, …).
  'scripts',
];
const builds = process.env.WIDGETS_BUILD ? [process.env.WIDGETS_BUILD] : ['react', 'lite'];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

for (const build of builds) {
  if (!(build in BUILDS)) {
    console.error(`WIDGETS_BUILD=${build}: use one of ${Object.keys(BUILDS).join(', ')}`);
    process.exit(1);
  }
  const made = BUILDS[build];
  const entry = made && join(made.dir, 'ftc-widgets.js');
  if (made && (!existsSync(entry) || statSync(entry).mtimeMs < Math.max(...SOURCES.map(newest)))) {
    run('npm', ['run', '--silent', made.script]);
  }
  console.log(`\n▶ browser suite, ${build} build`);
  run('npx', ['wtr', '--config', 'web-test-runner.config.mjs', ...process.argv.slice(2)], {
    ...process.env,
    WIDGETS_BUILD: build,
  });
}
