import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnProfile } from '../../../src/contract/caregivers';
import { CAREGIVER_PATHS } from '../../../src/contract/endpoints';
import { createTestApp, parentForm, signUpAndVerify, type TestApp } from '../harness';
import { ERROR, LogLines } from '../support/log-lines';

// Issue 24 (Lighthouse on /caregivers/{id}): a published caregiver's profile page comes rendered
// by the server with its data (demo/render-profile.ts, here from source), so the bio paints with
// the HTML; the data rides along as a JSON data block the page's code seeds its cache from.

const dist = mkdtempSync(join(tmpdir(), 'ftc-ssr-'));
const SPINNER = '<div class="page-spinner"><svg></svg></div>';
const write = (path: string, text: string) => {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), text);
};
const HOSTILE = 'Patient and kind. </script><script>alert(1)</script> <b>bold</b> & "quoted"';

let t: TestApp;
let auth: Record<string, string>;
let id: number;
beforeAll(async () => {
  write(
    'demo/index.html',
    `<!doctype html><html><head><title>FTC</title><script>(function(){})()</script><script type="module" crossorigin src="/assets/index-def456.js"></script></head><body><div id="root">${SPINNER}</div></body></html>`,
  );
  write(
    'demo/route-preloads.json',
    JSON.stringify([{ path: '/caregivers/:id', files: ['/assets/caregiver-profile-4.js'] }]),
  );
  // What `npm run build:ssr` builds, from the source.
  write(
    'ssr/render-profile.js',
    `export * from ${JSON.stringify(resolve(import.meta.dirname, '../../../demo/render-profile.ts'))};\n`,
  );
  t = await createTestApp({ STATIC_ROOT: dist });
  const session = await signUpAndVerify(
    t,
    '/v1/service-provider',
    parentForm({ full_name: 'Renata Solís Vega' }),
  );
  auth = { authorization: `Bearer ${session.token}` };
  const saved = await t.call(
    'PUT',
    CAREGIVER_PATHS.ownProfile,
    {
      headline: 'Bilingual nanny for babies',
      bio: HOSTILE,
      zip: '78701',
      hourly_rate: 2500,
      experience_years: 6,
      age_groups: ['infant'],
      services: ['nanny'],
      languages: ['en', 'es'],
      availability: [{ day: 1, from: '08:00', to: '17:00' }],
      published: true,
    },
    auth,
  );
  expect(saved.status, saved.body.message).toBe(200);
  id = OwnProfile.parse(saved.body.results).id;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers });
const dataBlock = (html: string) =>
  html.match(/<script type="application\/json" id="ftc-data">([\s\S]*?)<\/script>/)?.[1];

describe('a caregiver’s profile page', () => {
  it('comes rendered inside #root with the name, headline and bio (escaped), and its code for after the first paint', async () => {
    const answer = await page(`/caregivers/${id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    const html = answer.body;
    expect(html).toContain('<div id="root"><div class="site-prerendered" data-prerendered>');
    expect(html).toMatch(/<h1>Renata V\.<\/h1>/);
    expect(html).toContain('Bilingual nanny for babies');
    expect(html).toMatch(
      /<p class="cg-bio"[^>]*>Patient and kind\. &lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; &lt;b&gt;bold&lt;\/b&gt; &amp; (&quot;|")quoted(&quot;|")<\/p>/,
    );
    // No style attribute, which the CSP refuses in HTML (the avatar is sized by class).
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).toContain('ftc-avatar--s160');
    // No loading state: the content itself.
    expect(html).not.toMatch(/skeleton/i);
    // The code follows the first paint (demo/boot.ts), as on the pages rendered at build time.
    expect(html).toContain('<script type="application/json" id="ftc-code">');
    expect(html).not.toContain('<script type="module"');
    // The data is in the page: no preload of it.
    expect(html).not.toContain('rel="preload" as="fetch"');
    // The only executable script is index.html's boot script; the hostile bio is data.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
    expect(
      scripts.filter((attributes) => !/type="application\/json"/.test(attributes ?? '')),
    ).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('carries the answer of GET /v1/caregivers/{id} as a data block that round-trips the hostile bio', async () => {
    const html = (await page(`/caregivers/${id}`)).body;
    const block = dataBlock(html);
    expect(block).toBeDefined();
    expect(block).not.toContain('<');
    const data = JSON.parse(block as string);
    const api = await t.call('GET', CAREGIVER_PATHS.one(id));
    expect(api.status).toBe(200);
    expect(data).toEqual({ [CAREGIVER_PATHS.one(id)]: api.body.results });
    expect(data[CAREGIVER_PATHS.one(id)].bio).toBe(HOSTILE);
  });

  it('is revalidated by an ETag of its body: an edit shows at once', async () => {
    const first = await page(`/caregivers/${id}`);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect((await page(`/caregivers/${id}`, { 'if-none-match': etag })).statusCode).toBe(304);
    const own = await t.call('GET', CAREGIVER_PATHS.ownProfile, undefined, auth);
    const edited = await t.call(
      'PUT',
      CAREGIVER_PATHS.ownProfile,
      { ...own.body.results, headline: 'Bilingual nanny for babies and toddlers' },
      auth,
    );
    expect(edited.status, edited.body.message).toBe(200);
    const after = await page(`/caregivers/${id}`, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Bilingual nanny for babies and toddlers');
  });

  it('an unknown or unpublished profile, or another path, gets the plain page (the site shows its 404)', async () => {
    const { rows } = await t.pool.query<{ id: number }>(
      'select id::int as id from caregiver_profiles where not published limit 1',
    );
    expect(rows[0]).toBeDefined();
    for (const path of [`/caregivers/${rows[0]?.id}`, '/caregivers/99999999']) {
      const answer = await page(path);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(`<div id="root">${SPINNER}</div>`);
      expect(answer.body).not.toContain('data-prerendered');
      expect(dataBlock(answer.body)).toBeUndefined();
      expect(answer.body).toContain(
        '<script type="module" crossorigin src="/assets/index-def456.js">',
      );
      // Its code asks for the profile: named for preload.
      expect(answer.body).toContain(
        `<link rel="preload" as="fetch" crossorigin href="${CAREGIVER_PATHS.one(path.split('/')[2] ?? '')}">`,
      );
    }
    const other = await page('/caregivers/abc');
    expect(other.body).toContain(`<div id="root">${SPINNER}</div>`);
    expect(other.body).not.toContain('rel="preload" as="fetch"');
  });

  it('keeps the security headers of any other page', async () => {
    const profile = await page(`/caregivers/${id}`);
    const plain = await page('/caregivers/99999999');
    expect(profile.headers['content-security-policy']).toContain("default-src 'self'");
    expect(profile.headers['content-security-policy']).toBe(
      plain.headers['content-security-policy'],
    );
    expect(profile.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a render that fails is logged and the plain page is sent, never an error', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'ftc-ssr-broken-'));
    for (const file of ['demo/index.html', 'demo/route-preloads.json']) {
      mkdirSync(join(broken, file, '..'), { recursive: true });
      writeFileSync(join(broken, file), readFileSync(join(dist, file)));
    }
    mkdirSync(join(broken, 'ssr'));
    writeFileSync(
      join(broken, 'ssr/render-profile.js'),
      "export async function renderProfile() { throw new Error('render failed'); }\n",
    );
    const log = new LogLines();
    const other = await createTestApp(
      { STATIC_ROOT: broken },
      { databaseUrl: t.databaseUrl, logger: log },
    );
    try {
      const answer = await other.app.inject({ method: 'GET', url: `/caregivers/${id}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(`<div id="root">${SPINNER}</div>`);
      expect(answer.body).toContain(
        `rel="preload" as="fetch" crossorigin href="${CAREGIVER_PATHS.one(id)}"`,
      );
      expect(log.messages(ERROR)).toContain('a profile page did not render: sent unrendered');
    } finally {
      await other.close();
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('renders in a reasonable time', async () => {
    await page(`/caregivers/${id}`);
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const start = performance.now();
      expect((await page(`/caregivers/${id}`)).statusCode).toBe(200);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    // The median, on a busy test machine with React's development build.
    expect(times[5]).toBeLessThan(150);
  });
});
