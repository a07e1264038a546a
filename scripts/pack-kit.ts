// `npm run pack:kit` (interface §12): the kit as an npm package, `dist/<name>-<version>.tgz`.
//
// The project's own package.json is the server's (private, with Fastify, PostgreSQL, sharp, … as
// dependencies): packed as it is, a partner's `npm install` would pull all of them. So the built
// kit is staged in a folder with a package.json of its own (the same name and version, no
// dependencies: every file is a self-contained ES module that brings its React or Preact) and
// that folder is packed. Run after `npm run build:lib` and `npm run build:lite` (the npm script
// runs both first); it refuses to pack a kit that is not built.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { ELEMENTS } from '../widgets/registry';

const root = resolve(import.meta.dirname, '..');

/** Where the builds are, and where each sits in the package. */
const BUILDS = [
  { from: 'dist/widgets', to: 'widgets', types: true },
  { from: 'dist/widgets-lite', to: 'lite', types: false },
] as const;

/** The package's README (docs/npm-package.md) and the project's changelog. */
const DOCS = [
  { from: 'docs/npm-package.md', to: 'README.md' },
  { from: 'CHANGELOG.md', to: 'CHANGELOG.md' },
] as const;

/** `ftc-newsletter` → `newsletter`: the element's subpath (`ftc-widget-kit/newsletter`). */
export const subpathOf = (tag: string) => tag.replace(/^ftc-/, '');

type ExportTarget = string | { types: string; default?: string };

/** The package's `exports`: every element, each element, the lite build, the manifest, the types. */
export function kitExports(): Record<string, ExportTarget> {
  const types = (file: string) => `./widgets/${file}.d.ts`;
  const entry = (folder: string, file: string) => ({
    types: types(file),
    default: `./${folder}/${file}.js`,
  });
  const perElement = (prefix: string, folder: string) => ({
    [`./${prefix}widgets`]: entry(folder, 'ftc-widgets'),
    ...Object.fromEntries(
      ELEMENTS.map((e) => [`./${prefix}${subpathOf(e.tag)}`, entry(folder, e.tag)]),
    ),
  });
  return {
    '.': entry('widgets', 'ftc-widgets'),
    ...perElement('', 'widgets'),
    // The lite build has the same elements and types; only the runtime differs.
    ...perElement('lite/', 'lite'),
    './custom-elements.json': './widgets/custom-elements.json',
    './types': { types: types('ftc-widgets') },
    './package.json': './package.json',
  };
}

/** The package's package.json: the project's name and version, and nothing of the server. */
export function kitPackageJson(project: { name: string; version: string }) {
  return {
    name: project.name,
    version: project.version,
    description:
      "FTC's embeddable custom elements (<ftc-newsletter>, <ftc-login>, …): self-contained ES modules, a Custom Elements Manifest and TypeScript declarations with React 19 JSX typings.",
    keywords: ['custom-elements', 'web-components', 'react', 'childcare'],
    type: 'module',
    types: './widgets/ftc-widgets.d.ts',
    customElements: './widgets/custom-elements.json',
    exports: kitExports(),
    files: ['widgets', 'lite', ...DOCS.map((doc) => doc.to)],
  };
}

/**
 * A build's file that goes into the package: no precompressed copies, maps or reports, and not
 * the served build's `integrity.json` / `release.json` (they describe the CDN's pinned files; an
 * installed package is checked by npm's own integrity).
 */
const shipped = (name: string, types: boolean) =>
  !/\.(gz|br|map|html)$/.test(name) &&
  name !== 'integrity.json' &&
  name !== 'release.json' &&
  (types || !(name.endsWith('.d.ts') || name === 'custom-elements.json'));

/** Copies a build, skipping version folders (`0.1.0/`, served by the server, not packaged). */
function copyBuild(from: string, to: string, types: boolean): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!/^\d+\.\d+\.\d+/.test(entry.name)) {
        copyBuild(join(from, entry.name), join(to, entry.name), types);
      }
    } else if (shipped(entry.name, types)) {
      copyFileSync(join(from, entry.name), join(to, entry.name));
    }
  }
}

/** Writes the package's folder: its package.json, the two builds and the docs. */
export function stageKit(stageDir: string): void {
  for (const build of BUILDS) {
    if (!existsSync(join(root, build.from, 'ftc-widgets.js'))) {
      throw new Error(
        `${build.from} is not built: run npm run build:lib and npm run build:lite (or npm run pack:kit).`,
      );
    }
  }
  rmSync(stageDir, { recursive: true, force: true });
  mkdirSync(stageDir, { recursive: true });
  const project = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  writeFileSync(
    join(stageDir, 'package.json'),
    `${JSON.stringify(kitPackageJson(project), null, 2)}\n`,
  );
  for (const build of BUILDS) {
    copyBuild(join(root, build.from), join(stageDir, build.to), build.types);
  }
  for (const doc of DOCS) copyFileSync(join(root, doc.from), join(stageDir, doc.to));
}

export interface PackedKit {
  /** Absolute path of the tarball. */
  tarball: string;
  /** Its size in bytes, and the unpacked size. */
  size: number;
  unpackedSize: number;
  files: { path: string; size: number }[];
}

/** Stages the kit next to `destDir` and runs `npm pack` on it; the tarball lands in `destDir`. */
export function packKit(destDir: string): PackedKit {
  const stageDir = join(destDir, 'package');
  stageKit(stageDir);
  const packed = spawnSync(
    'npm',
    ['pack', stageDir, '--pack-destination', destDir, '--json', '--ignore-scripts'],
    { encoding: 'utf8' },
  );
  if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
  const [result] = JSON.parse(packed.stdout) as (Omit<PackedKit, 'tarball'> & {
    filename: string;
  })[];
  if (!result) throw new Error(`npm pack said nothing:\n${packed.stdout}`);
  return {
    tarball: join(destDir, result.filename),
    size: result.size,
    unpackedSize: result.unpackedSize,
    files: result.files.map(({ path, size }) => ({ path, size })),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const kit = packKit(join(root, 'dist'));
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(
    `${kit.tarball}: ${kit.files.length} files, ${kB(kit.size)} packed, ${kB(kit.unpackedSize)} unpacked`,
  );
}
