// Keeps this build's widgets for good (interface §12): copies dist/widgets and dist/widgets-lite
// to $WIDGETS_ARCHIVE/<version>/ (the version of their release.json), so that a server started
// with the same WIDGETS_ARCHIVE goes on serving /widgets/<version>/ after later releases.
// Run it after `npm run build`, before each deploy:
//   WIDGETS_ARCHIVE=/srv/ftc/widgets-archive node scripts/archive-widgets.mjs
// A version is published once: if the archive already holds this version with other files
// (integrity.json differs), it stops with an error (raise package.json's version instead).
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const archive = process.env.WIDGETS_ARCHIVE || process.argv[2];
if (!archive) {
  console.error('Set WIDGETS_ARCHIVE (or pass the folder) to say where earlier builds are kept.');
  process.exit(1);
}

for (const folder of ['widgets', 'widgets-lite']) {
  const build = join(dist, folder);
  if (!existsSync(join(build, 'integrity.json'))) {
    console.error(`${build} has no integrity.json: run npm run build first.`);
    process.exit(1);
  }
  const { version } = JSON.parse(readFileSync(join(build, 'release.json'), 'utf8'));
  const target = join(archive, version, folder);
  const kept = join(target, 'integrity.json');
  if (existsSync(kept)) {
    if (readFileSync(kept, 'utf8') === readFileSync(join(build, 'integrity.json'), 'utf8')) {
      console.log(`${folder} ${version}: already kept in ${target}`);
      continue;
    }
    console.error(
      `${folder} ${version} is already published with other files (${kept}). A version's files never change: raise package.json's version and build again.`,
    );
    process.exit(1);
  }
  mkdirSync(target, { recursive: true });
  cpSync(build, target, { recursive: true });
  console.log(`${folder} ${version}: kept in ${target}`);
}
