// `npm test` (interface §1): every suite, in order, stopping at the first failure. The browser
// suites need Chromium: without it they fail and say how to install it, never skip.
import { spawnSync } from 'node:child_process';

const steps = [
  ['type-check', 'typecheck'],
  ['lint', 'lint'],
  ['unit (Vitest + happy-dom)', 'test:unit'],
  ['API (reference server on embedded PostgreSQL)', 'test:server'],
  ["API again on Debian's PostgreSQL (the DATABASE_URL production path)", 'test:server:debian'],
  ['build (library and site)', 'build'],
  ['browser (@web/test-runner in Chromium)', 'test:browser'],
  ['end-to-end (Playwright in Chromium) and build checks', 'test:e2e'],
];

let passed = 0;
for (const [name, script] of steps) {
  console.log(`\n▶ ${name}: npm run ${script}`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    console.log(`suites: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`suites: ${passed} passed, 0 failed`);
