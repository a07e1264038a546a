import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { kitExports, type PackedKit, packKit, subpathOf } from '../../scripts/pack-kit';
import { ELEMENTS } from '../../widgets/registry';
import { launchChromium } from './browser';
import { createApp, serve, typecheck, viteBuild, WRONG_TYPES } from './package-apps';

// Interface §12: `npm pack` gives the kit as a package; a new Vite + React 19 app and a new plain
// Vite app install the tarball, import an element, type-check, build and run against the server.
// Needs the library builds (npm run build, as `npm test` runs before this suite).

const baseUrl = inject('baseUrl');
const work = mkdtempSync(join(tmpdir(), 'ftc-package-'));
let kit: PackedKit;
let browser: Browser;

beforeAll(async () => {
  kit = packKit(work);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

async function outboxFor(email: string) {
  const answer = await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { results: { subject: string }[] }).results;
}

/** Opens a built app, subscribes `email` through its <ftc-newsletter>, returns page errors. */
async function subscribeThrough(url: string, email: string, heard: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(url);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page
      .locator('[data-ftc-toasts] .Toastify__toast--success', {
        hasText: 'Thanks! Check your inbox and confirm your subscription',
      })
      .waitFor();
    // The app's own code heard the typed event.
    await page
      .getByRole('status')
      .filter({ hasText: `${heard}: ${email}` })
      .waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('');
  } finally {
    await context.close();
  }
  return errors;
}

describe('the npm package (npm run pack:kit)', () => {
  it('holds the built kit, its types and docs, and nothing of the server', () => {
    const paths = kit.files.map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'CHANGELOG.md',
        'widgets/ftc-widgets.js',
        'widgets/ftc-widgets.d.ts',
        'widgets/custom-elements.json',
        'lite/ftc-widgets.js',
        ...ELEMENTS.flatMap((e) => [
          `widgets/${e.tag}.js`,
          `widgets/${e.tag}.d.ts`,
          `lite/${e.tag}.js`,
        ]),
      ]),
    );
    const strays = paths.filter(
      (path) =>
        !/^(widgets|lite)\/(chunks\/)?[\w-]+\.js$/.test(path) &&
        !/^widgets\/[\w-]+\.d\.ts$/.test(path) &&
        !/^widgets\/[\w-]+\.json$/.test(path) &&
        !['package.json', 'README.md', 'CHANGELOG.md'].includes(path),
    );
    expect(strays).toEqual([]);
    // A partner downloads the kit, not the project: well under a megabyte packed.
    expect(kit.size).toBeLessThan(1024 * 1024);
  });

  it('names every element, the lite build, the manifest and the types in its exports', () => {
    const exports = kitExports();
    for (const element of ELEMENTS) {
      expect(exports[`./${subpathOf(element.tag)}`]).toEqual({
        types: `./widgets/${element.tag}.d.ts`,
        default: `./widgets/${element.tag}.js`,
      });
      expect(exports[`./lite/${subpathOf(element.tag)}`]).toMatchObject({
        default: `./lite/${element.tag}.js`,
      });
    }
    expect(exports['./widgets']).toMatchObject({ default: './widgets/ftc-widgets.js' });
    expect(exports['./lite/widgets']).toMatchObject({ default: './lite/ftc-widgets.js' });
    expect(exports['./custom-elements.json']).toBe('./widgets/custom-elements.json');
    expect(exports['./types']).toEqual({ types: './widgets/ftc-widgets.d.ts' });
  });

  describe('in a new Vite + React 19 TypeScript app', () => {
    let app: ReturnType<typeof createApp>;
    beforeAll(() => {
      app = createApp('react', work, kit.tarball, baseUrl);
    });

    it('installs without one dependency, and every export resolves to a file', () => {
      expect(app.installed).toEqual(['ftc-widget-kit']);
      const require = createRequire(join(app.dir, 'package.json'));
      for (const [subpath, target] of Object.entries(kitExports())) {
        if (typeof target === 'object' && !target.default) continue; // types only
        const file = require.resolve(`ftc-widget-kit${subpath.slice(1)}`);
        expect(existsSync(file), subpath).toBe(true);
      }
    });

    it('type-checks typed JSX, and tsc names each wrong attribute type or event detail', () => {
      const good = typecheck(app.dir);
      expect(good.output).toBe('');
      expect(good.status).toBe(0);

      const wrongFile = join(app.dir, 'src/wrong.tsx');
      writeFileSync(wrongFile, WRONG_TYPES);
      try {
        const wrong = typecheck(app.dir);
        expect(wrong.status).not.toBe(0);
        const lines = [...wrong.output.matchAll(/^src\/wrong\.tsx\((\d+),\d+\): error/gm)].map(
          (match) => Number(match[1]),
        );
        // Line 2: api-base={42}; 3: radius-km="far"; 4: audience="parents"; 5: event.detail.name.
        expect(lines).toEqual([2, 3, 4, 5]);
        expect(wrong.output).toContain("Type 'number' is not assignable to type 'string'");
        expect(wrong.output).toContain(`'"parents"' is not assignable`);
      } finally {
        rmSync(wrongFile);
      }
    });

    it('builds with Vite and subscribes through <ftc-newsletter> against the server', async () => {
      const site = await serve(viteBuild(app.dir));
      try {
        const email = 'react.partner@example.com';
        expect(await subscribeThrough(site.url, email, 'React heard')).toEqual([]);
        const [mail] = await outboxFor(email);
        expect(mail?.subject).toBe('Confirm your FTC newsletter subscription');
      } finally {
        await site.close();
      }
    }, 60_000);
  });

  describe('in a new plain Vite app (TypeScript, no framework), with the lite build', () => {
    let app: ReturnType<typeof createApp>;
    beforeAll(() => {
      app = createApp('plain', work, kit.tarball, baseUrl);
    });

    it('type-checks a typed listener without React installed', () => {
      expect(app.installed).toEqual(['ftc-widget-kit']);
      const checked = typecheck(app.dir);
      expect(checked.output).toBe('');
      expect(checked.status).toBe(0);
    });

    it('builds with Vite and subscribes through <ftc-newsletter> against the server', async () => {
      const site = await serve(viteBuild(app.dir));
      try {
        const email = 'plain.partner@example.com';
        expect(await subscribeThrough(site.url, email, 'Page heard')).toEqual([]);
        expect((await outboxFor(email)).map((mail) => mail.subject)).toEqual([
          'Confirm your FTC newsletter subscription',
        ]);
      } finally {
        await site.close();
      }
    }, 60_000);
  });
});
