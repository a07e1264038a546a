import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAREGIVER_PATHS,
  CONTENT_PATHS,
  SUBSCRIPTION_PATHS,
} from '../../../src/contract/endpoints';
import { createTestApp, parentForm, signUpAndVerify, type TestApp } from '../harness';
import { ERROR, LogLines } from '../support/log-lines';

// Issue 27 (Lighthouse): the public pages with lists (`/`, `/subscription`, `/caregivers?…`) come
// rendered by the server with the answers they show first (demo/page-data.ts, here from source),
// as a caregiver's profile does: the lists paint with the HTML, and the answers ride along as a
// data block (`data-lang`: the words' language) that the live page seeds its cache from.

const dist = mkdtempSync(join(tmpdir(), 'ftc-page-data-'));
const SPINNER = '<div class="page-spinner"><svg></svg></div>';
/** What the build rendered for `/` (the lists as placeholders). */
const BUILT_HOME = '<main><h1>Find care</h1><p class="ftc-skeleton"></p></main>';
const write = (path: string, text: string) => {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), text);
};

let t: TestApp;
let caregiverId: number;
beforeAll(async () => {
  write(
    'demo/index.html',
    `<!doctype html><html lang="en"><head><title>FTC</title><script>(function(){})()</script><script type="module" crossorigin src="/assets/index-def456.js"></script></head><body><div id="root">${SPINNER}</div></body></html>`,
  );
  write('demo/route-preloads.json', JSON.stringify([{ path: '/', files: ['/assets/home-1.js'] }]));
  write(
    'demo/prerendered.json',
    JSON.stringify({ '/': BUILT_HOME, '/caregivers': '<main><h1>Caregivers</h1></main>' }),
  );
  // What `npm run build:ssr` builds, from the source.
  write(
    'ssr/render-profile.js',
    `export * from ${JSON.stringify(resolve(import.meta.dirname, '../../../demo/render-profile.ts'))};\n`,
  );
  t = await createTestApp({ STATIC_ROOT: dist });
  caregiverId = await publishedCaregiver('Odalys Ferreira', {
    headline: 'Montessori nanny </script><b>for</b> toddlers',
    bio: 'Ten years with toddlers.',
    hourly_rate: 2700,
    experience_years: 10,
    age_groups: ['toddler'],
    services: ['nanny'],
    languages: ['en', 'pt'],
    availability: [{ day: 2, from: '09:00', to: '15:00' }],
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A new caregiver's profile published near ZIP 78701 with `profile`; its id. */
async function publishedCaregiver(fullName: string, profile: Record<string, unknown>) {
  const session = await signUpAndVerify(
    t,
    '/v1/service-provider',
    parentForm({ full_name: fullName }),
  );
  const saved = await t.call(
    'PUT',
    CAREGIVER_PATHS.ownProfile,
    { ...profile, zip: '78701', published: true },
    { authorization: `Bearer ${session.token}` },
  );
  expect(saved.status, saved.body.message).toBe(200);
  return (saved.body.results as { id: number }).id;
}

const page = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers });
const dataBlock = (html: string) =>
  html.match(
    /<script type="application\/json" id="ftc-data" data-lang="en">([\s\S]*?)<\/script>/,
  )?.[1];
/** `results` of the API's own answer to `path`, in English. */
async function results(path: string) {
  const answer = await t.call('GET', path, undefined, { 'accept-language': 'en' });
  expect(answer.status, path).toBe(200);
  return answer.body.results;
}

describe('the public pages with lists', () => {
  it('/ comes rendered with the caregivers, steps and videos it shows, and carries those answers', async () => {
    const answer = await page('/');
    expect(answer.statusCode).toBe(200);
    const html = answer.body;
    expect(html).toContain('<div id="root"><div class="site-prerendered" data-prerendered>');
    expect(html).not.toContain(BUILT_HOME);
    // The lists themselves, not their loading state.
    expect(html).not.toMatch(/skeleton/i);
    const spotlight = (await results(CONTENT_PATHS.caregivers)) as { full_name: string }[];
    expect(spotlight.length).toBeGreaterThan(0);
    expect(html).toContain(`>${spotlight[0]?.full_name}</a>`);
    // No style attribute, which the CSP refuses in HTML (the cards' photos are sized by class).
    expect(html).not.toMatch(/\sstyle="/);
    const steps = (await results(CONTENT_PATHS.hows('users'))) as { title: string }[];
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) expect(html).toContain(step.title.replace(/&/g, '&amp;'));
    // The hostile headline is text in the markup, and data in the block.
    expect(html).not.toContain('</script><b>');
    const block = dataBlock(html);
    expect(block).toBeDefined();
    expect(block).not.toContain('<');
    expect(JSON.parse(block as string)).toEqual({
      [CONTENT_PATHS.caregivers]: spotlight,
      [`${CONTENT_PATHS.hows('users')}#en`]: steps,
      [`${CONTENT_PATHS.spotlightVideos}#en`]: await results(CONTENT_PATHS.spotlightVideos),
      [`${CONTENT_PATHS.featuredVideos}#en`]: await results(CONTENT_PATHS.featuredVideos),
    });
    // Its code still follows the first paint, and the only executable script is the boot script.
    expect(html).toContain('<script type="application/json" id="ftc-code">');
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.filter((attributes) => !attributes.includes('application/json'))).toEqual(['']);
  });

  it('/subscription comes rendered with both audiences’ plans', async () => {
    const html = (await page('/subscription')).body;
    const parents = (await results(SUBSCRIPTION_PATHS.plans('user'))) as { name: string }[];
    const caregivers = (await results(SUBSCRIPTION_PATHS.plans('service_provider'))) as {
      name: string;
    }[];
    expect(parents.length).toBeGreaterThan(0);
    for (const plan of [...parents, ...caregivers]) expect(html).toContain(plan.name);
    expect(html).not.toMatch(/\sstyle="/);
    expect(JSON.parse(dataBlock(html) as string)).toEqual({
      [SUBSCRIPTION_PATHS.plans('user')]: parents,
      [SUBSCRIPTION_PATHS.plans('service_provider')]: caregivers,
    });
  });

  it('/caregivers comes rendered with the results its query asks for, under the key the page reads', async () => {
    const html = (await page('/caregivers?near=78701&service=nanny')).body;
    const key = '/v1/caregivers?near=78701&service=nanny&page_size=12';
    const search = (await results(key)) as { items: { id: number }[]; total: number };
    expect(search.items.map((item) => item.id)).toContain(caregiverId);
    expect(html).toContain('>Odalys F.</a>');
    expect(html).not.toMatch(/\sstyle="/);
    expect(JSON.parse(dataBlock(html) as string)).toEqual({ [key]: search });
    // A search with nobody near: rendered too (the page says so), never a loading state.
    const empty = (await page('/caregivers?near=99501&radius_km=5')).body;
    expect(empty).toContain('data-prerendered');
    expect(empty).not.toMatch(/skeleton/i);
    expect(dataBlock(empty)).toBeDefined();
  });

  it('a query the API refuses, or an odd path, gets the page as built (its code asks, and says what went wrong)', async () => {
    for (const path of [
      '/caregivers?near=00000',
      '/caregivers?near=%3Cscript%3E',
      '/caregivers?min_rate=-5',
    ]) {
      const html = (await page(path)).body;
      expect(dataBlock(html), path).toBeUndefined();
      expect(html, path).toContain('<main><h1>Caregivers</h1></main>');
      expect(html, path).not.toContain('%3Cscript');
    }
    const odd = (await page('//example.com/')).body;
    expect(dataBlock(odd)).toBeUndefined();
  });

  it('is revalidated by an ETag of its body: a changed answer shows at once', async () => {
    const first = await page('/caregivers?near=78701');
    const etag = String(first.headers.etag);
    expect((await page('/caregivers?near=78701', { 'if-none-match': etag })).statusCode).toBe(304);
    await publishedCaregiver('Bartholomew Quince', {
      headline: 'Evening babysitter',
      bio: 'Board games.',
      hourly_rate: 2000,
      experience_years: 3,
      age_groups: ['school_age'],
      services: ['babysitting'],
      languages: ['en'],
      availability: [{ day: 5, from: '17:00', to: '22:00' }],
    });
    const after = await page('/caregivers?near=78701', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Bartholomew Q.');
  });

  it('a render that fails is logged and the page is sent as built, never an error', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'ftc-page-data-broken-'));
    for (const file of ['demo/index.html', 'demo/route-preloads.json', 'demo/prerendered.json']) {
      mkdirSync(join(broken, file, '..'), { recursive: true });
      writeFileSync(join(broken, file), readFileSync(join(dist, file)));
    }
    mkdirSync(join(broken, 'ssr'));
    writeFileSync(
      join(broken, 'ssr/render-profile.js'),
      `export { pageAnswers } from ${JSON.stringify(resolve(import.meta.dirname, '../../../demo/page-data.ts'))};
export async function renderPage() { throw new Error('render failed'); }\n`,
    );
    const log = new LogLines();
    const other = await createTestApp(
      { STATIC_ROOT: broken },
      { databaseUrl: t.databaseUrl, logger: log },
    );
    try {
      const answer = await other.app.inject({ method: 'GET', url: '/' });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(BUILT_HOME);
      expect(dataBlock(answer.body)).toBeUndefined();
      expect(log.messages(ERROR)).toContain('a page did not render with its data: sent as built');
    } finally {
      await other.close();
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it("the answers' own requests are logged with the page's request id", async () => {
    const log = new LogLines();
    const other = await createTestApp(
      { STATIC_ROOT: dist },
      { databaseUrl: t.databaseUrl, logger: log },
    );
    try {
      const answer = await other.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'x-request-id': 'lb-page.0001' },
      });
      expect(answer.statusCode).toBe(200);
      const urls = log.lines
        .map((line) => line.fields)
        .filter((fields) => fields.request_id === 'lb-page.0001')
        .map((fields) => (fields.req as { url?: string } | undefined)?.url)
        .filter(Boolean);
      expect(urls).toEqual(
        expect.arrayContaining(['/', CONTENT_PATHS.caregivers, CONTENT_PATHS.spotlightVideos]),
      );
    } finally {
      await other.close();
    }
  });
});
