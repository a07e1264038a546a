import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entrySize, filesLoadedBy, siteEntrySize } from '../../scripts/bundle-size.mjs';
import { ELEMENTS } from '../../widgets/registry';

const kB = 1000;

interface Build {
  name: string;
  dir: string;
  /** What a page that loads one entry downloads (entry, chunks, CSS), gzip, by default. */
  defaultBudget: number;
  budgets: Record<string, number>;
}

/**
 * Every entry of the registry is measured, plus ftc-widgets.js: a new element gets the default
 * budget of its build until it is given its own here.
 */
const BUILDS: Build[] = [
  {
    name: 'React build',
    dir: 'dist/widgets',
    // Issue 14, measured with the first paint: account 96.6, subscription 98.8, caregiver search 99.0.
    defaultBudget: 103 * kB,
    budgets: {
      // Issue 14's targets. Measured: newsletter 94.9, login 99.5, sign-up 103.2 (the phone
      // rules load when the phone fields are first used), every element 131.9 kB. Down from
      // 105.4, 110.0, 141.6 and 169.7: toasts (react-toastify and its CSS) load with the first
      // toast, mobx-persist-store's ES2015 build, library mode (no preload helper), one core
      // chunk, the session checks with a session; the first paint (its CSS, view and code in
      // the entry file) costs about 1 kB of that. Issue 27: the newsletter renders without the
      // store (MobX, its persistence: the `store` chunk), measured 79.8 kB, was 95.0.
      'ftc-newsletter.js': 82 * kB,
      'ftc-login.js': 100 * kB,
      'ftc-signup.js': 110 * kB,
      // DOMPurify (11 kB) loads when a FAQ list mounts, beside its questions (issue 27):
      // measured 95.6 kB, was 106.1.
      'ftc-faq.js': 103 * kB,
      // Issue 27's target is 125. Measured 116.9 kB, was 134.0 (DOMPurify loads with the FAQ
      // list; the store in a chunk of its own costs ~0.5 kB, the session code loaded on a login
      // saves 0.8, catalogues no element renders are left out 1.4, the elements' code in one
      // chunk of its own instead of fourteen shared with the one-element entries 4.8).
      'ftc-widgets.js': 118 * kB,
    },
  },
  {
    name: 'lite build (preact/compat)',
    dir: 'dist/widgets-lite',
    // Issue 14, measured: account 38.2, subscription 40.3, caregiver search 40.4, login 41.0,
    // sign-up 44.6 kB.
    defaultBudget: 46 * kB,
    budgets: {
      // Issue 27's targets are 30 and 60. Measured: newsletter 20.0, met (was 35.1: it renders
      // without the store, so MobX and its persistence are not on its page); every element
      // 56.5, met (was 75.0: DOMPurify with the FAQ list, compat's default object left out,
      // catalogues no element renders left out, the elements' code in one chunk of its own
      // instead of fourteen shared with the one-element entries: vite.lib.config.ts).
      'ftc-newsletter.js': 22 * kB,
      'ftc-faq.js': 46 * kB,
      'ftc-widgets.js': 57 * kB,
    },
  },
];

const ENTRIES = ['ftc-widgets.js', ...ELEMENTS.map((element) => `${element.tag}.js`)];

/** The text of every file a page that loads `entry` downloads. */
const sourcesOf = (dir: string, entry: string) =>
  filesLoadedBy(`${dir}/${entry}`)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

/** The text of every chunk of a build, lazy ones included. */
const allChunksOf = (dir: string) =>
  readdirSync(`${dir}/chunks`)
    .map((file) => readFileSync(`${dir}/chunks/${file}`, 'utf8'))
    .join('\n');

for (const build of BUILDS) {
  const DIST = build.dir;

  describe(`library build: ${build.name} (${DIST})`, () => {
    it('emits the files of interface §2 for every element of the registry', () => {
      for (const file of [
        ...ENTRIES,
        ...ELEMENTS.map((element) => `${element.tag}.d.ts`),
        'custom-elements.json',
        'ftc-widgets.d.ts',
      ]) {
        expect(existsSync(`${DIST}/${file}`), file).toBe(true);
      }
      const manifest = JSON.parse(readFileSync(`${DIST}/custom-elements.json`, 'utf8'));
      const tags = manifest.modules.flatMap((m: { declarations: { tagName: string }[] }) =>
        m.declarations.map((d) => d.tagName),
      );
      expect(tags).toEqual(ELEMENTS.map((element) => element.tag));
      const typings = readFileSync(`${DIST}/ftc-widgets.d.ts`, 'utf8');
      for (const element of ELEMENTS) {
        expect(typings).toContain(`'${element.tag}': ${element.className};`);
      }
    });

    it('ships production code with no process.env left behind', () => {
      const files = new Set(ENTRIES.flatMap((entry) => filesLoadedBy(`${DIST}/${entry}`)));
      for (const file of files) {
        const source = readFileSync(file, 'utf8');
        expect(source, file).not.toMatch(/process\.env/);
        expect(source, file).not.toMatch(/react-dom-client\.development/);
      }
    });

    it('has a budget for the entries listed in one place, and no budget for an entry that is gone', () => {
      expect(Object.keys(build.budgets).filter((entry) => !ENTRIES.includes(entry))).toEqual([]);
    });

    for (const entry of ENTRIES) {
      const budget = build.budgets[entry] ?? build.defaultBudget;
      it(`keeps a page with ${entry} under ${budget / kB} kB gzip`, () => {
        expect(existsSync(`${DIST}/${entry}`), entry).toBe(true);
        expect(entrySize(DIST, entry).gzip, entry).toBeLessThanOrEqual(budget);
      });
    }

    it('draws the newsletter’s first view from its entry file alone, in English and Spanish', () => {
      const entry = readFileSync(`${DIST}/ftc-newsletter.js`, 'utf8');
      // No static import: nothing stands between the entry file and the first view.
      expect(entry).not.toMatch(/(^|[;}])\s*import\s*["'{*\w]/);
      expect(entry).toMatch(/import\(/);
      for (const word of ['Subscribe', 'Suscribirme', 'Correo electrónico']) {
        expect(entry).toContain(word);
      }
    });

    it('loads one element from its entry file and the shared runtime (its code in one of them)', () => {
      // The runtime two entries share (interface §2): `core` (React or Preact, r2wc, the kit,
      // and in the React build rolldown's helpers: scripts/es-bindings.ts) and `store` (MobX,
      // the page's store). Nothing else: not a chunk of helpers.
      const shared = ['core', 'store'];
      const chunkName = (file: string) => basename(file).replace(/-[\w-]{8}\.js$/, '');
      for (const element of ELEMENTS) {
        const [entry, ...chunks] = filesLoadedBy(`${DIST}/${element.tag}.js`);
        expect(entry, element.tag).toBe(resolve(`${DIST}/${element.tag}.js`));
        const own = chunks.map(chunkName).filter((name) => !shared.includes(name));
        // An element with a first view loads its code after drawing it, in a chunk of its own;
        // any other holds its code in its entry file, which asks for the runtime at once.
        expect(own, element.tag).toEqual(element.firstPaint ? ['element'] : []);
        const source = readFileSync(entry as string, 'utf8');
        if (!element.firstPaint) expect(source, element.tag).toMatch(/^import\s*["'{]/);
      }
    });

    it('ships the first CSS with the entry files, not again in the chunks', () => {
      const tokens = /:where\(:root\)\{--ftc-/;
      for (const entry of ENTRIES) {
        const [own, ...chunks] = filesLoadedBy(`${DIST}/${entry}`);
        expect(readFileSync(own as string, 'utf8'), entry).toMatch(tokens);
        for (const chunk of chunks) expect(readFileSync(chunk, 'utf8'), chunk).not.toMatch(tokens);
      }
    });

    // Each marker is in the build (a lazy chunk), just not in what the page loads at first.
    it('does not load crypto-js for the newsletter', () => {
      // crypto-js's AES implementation carries this name.
      const crypto = /_doCryptBlock/;
      expect(allChunksOf(DIST)).toMatch(crypto);
      expect(sourcesOf(DIST, 'ftc-newsletter.js')).not.toMatch(crypto);
    });

    it('renders the newsletter without the store (MobX, persist:root); every other element loads it', () => {
      // MobX keeps its globals under this name; the auth store persists under that key.
      const store = [/__mobxGlobals/, /persist:root/];
      for (const marker of store) {
        expect(sourcesOf(DIST, 'ftc-newsletter.js')).not.toMatch(marker);
        for (const entry of ENTRIES.filter((name) => name !== 'ftc-newsletter.js')) {
          expect(sourcesOf(DIST, entry), entry).toMatch(marker);
        }
      }
    });

    it('loads react-toastify with the first toast, not with the page', () => {
      const toastify = /Toastify__toast-container/;
      expect(allChunksOf(DIST)).toMatch(toastify);
      for (const entry of ENTRIES) expect(sourcesOf(DIST, entry), entry).not.toMatch(toastify);
    });

    it('loads the phone rules when the phone fields are used, not with the sign-up page', () => {
      // libphonenumber-js's parser names its errors so.
      const phoneRules = /INVALID_COUNTRY/;
      expect(allChunksOf(DIST)).toMatch(phoneRules);
      expect(sourcesOf(DIST, 'ftc-signup.js')).not.toMatch(phoneRules);
    });
  });
}

describe('the two builds', () => {
  it('publish the same manifest and declarations (interface §2: same elements, attributes, events, parts)', () => {
    for (const file of [
      'custom-elements.json',
      'ftc-widgets.d.ts',
      ...ELEMENTS.map((element) => `${element.tag}.d.ts`),
    ]) {
      expect(readFileSync(`dist/widgets-lite/${file}`, 'utf8'), file).toBe(
        readFileSync(`dist/widgets/${file}`, 'utf8'),
      );
    }
  });

  it('put Preact in the lite build and React in the other, never both', () => {
    const react = sourcesOf('dist/widgets', 'ftc-widgets.js');
    const lite = sourcesOf('dist/widgets-lite', 'ftc-widgets.js');
    // React's production build names its errors by this URL.
    expect(react).toMatch(/react\.dev\/errors/);
    expect(lite).not.toMatch(/react\.dev\/errors/);
  });
});

describe('the site (dist/demo)', () => {
  // Issue 27's target. Measured: 80.4 kB on preact/compat (vite.config.ts), against 138.3 kB for
  // the same pages built on React (FTC_SITE_RUNTIME=react): react-dom is 64 kB of it.
  it('keeps its entry (the module index.html starts, with its static imports) under 90 kB gzip', () => {
    const entry = siteEntrySize('dist/demo');
    expect(entry.files.length).toBeGreaterThan(1);
    expect(entry.gzip).toBeLessThanOrEqual(90 * kB);
  });

  it('loads each page’s own code with its route, not with the entry', () => {
    const entry = siteEntrySize('dist/demo')
      .files.map((file: string) => readFileSync(`dist/demo/${file}`, 'utf8'))
      .join('\n');
    // The FAQ page's title: its words come with its route.
    expect(entry).not.toMatch(/Frequently asked questions/);
    expect(entry).toMatch(/import\(/);
  });
});
