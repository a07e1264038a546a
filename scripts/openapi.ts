// The OpenAPI document, generated from the routes without a database (interface §12):
//   npm run openapi                 prints it;   npm run openapi -- out.json   writes it;
//   npm run openapi -- --client     regenerates examples/openapi-client/schema.d.ts;
//   npm run openapi -- --lint       runs Spectral (.spectral.yaml, spectral:oas) on it: any error
//                                   or warning fails (`npm run lint` runs this).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openApiDocument } from '../server/openapi-document';
import { CLIENT_TYPES_FILE, clientTypes } from './openapi-types';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const document = await openApiDocument();
const json = `${JSON.stringify(document, null, 2)}\n`;

if (args.includes('--client')) {
  writeFileSync(CLIENT_TYPES_FILE, await clientTypes(document));
  console.log(`${CLIENT_TYPES_FILE.pathname.slice(root.length)}: written from the document.`);
} else if (args.includes('--lint')) {
  const dir = mkdtempSync(join(tmpdir(), 'ftc-openapi-'));
  const file = join(dir, 'openapi.json');
  writeFileSync(file, json);
  const spectral = spawnSync(
    join(root, 'node_modules/.bin/spectral'),
    ['lint', file, '--ruleset', join(root, '.spectral.yaml'), '--fail-severity', 'warn'],
    { stdio: 'inherit' },
  );
  rmSync(dir, { recursive: true, force: true });
  if (spectral.status !== 0) {
    console.error(
      'The OpenAPI document does not pass Spectral (spectral:oas): fix the routes above.',
    );
    process.exit(spectral.status ?? 1);
  }
} else if (args[0]) {
  writeFileSync(args[0], json);
} else {
  process.stdout.write(json);
}
