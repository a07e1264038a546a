// `npm run docs`: writes the README's element table from widgets/registry.ts.
// `npm run docs -- --check` only says whether it is up to date (exit 1 when not).
import { readFileSync, writeFileSync } from 'node:fs';
import { withReadmeElements } from './manifest';

const file = new URL('../README.md', import.meta.url);
const readme = readFileSync(file, 'utf8');
const next = withReadmeElements(readme);

if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error(
      'README.md: the element table differs from widgets/registry.ts; run npm run docs.',
    );
    process.exit(1);
  }
  console.log('README.md element table is up to date.');
} else if (next !== readme) {
  writeFileSync(file, next);
  console.log('README.md: element table written from widgets/registry.ts.');
} else {
  console.log('README.md element table is up to date.');
}
