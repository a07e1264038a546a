import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { paths } from '../../demo/config/paths';
import { LANGUAGE_KEY } from '../../demo/language';
import { PERSIST_KEY } from '../../src/stores/persistence';
import { launchChromium } from './browser';
import { overflowOf, unreadableFields } from './sweep-checks';
import { makeSweepPeople, type Session, type SweepPeople } from './sweep-people';

/**
 * Issue 24, item 4: no page scrolls sideways, and nothing a person reads is unreadable. Every
 * route of the site's route table (demo/config/paths.ts, so a new route is swept too), filled
 * with real ids made here, at 320, 375, 768 and 1280 px, logged out, as a parent, as a caregiver
 * and as the admin: `scrollWidth <= innerWidth`, naming the element that sticks out. axe-core (0
 * serious or critical) at 375 and 1280 px in English and Spanish: every route logged out, and
 * for each role the routes that differ once logged in (its dashboard, jobs, desk).
 *
 * One browser, one context per pass; a page is loaded once and resized through the widths.
 */
const baseUrl = inject('baseUrl');
const admin = inject('admin');
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const WIDTHS = [1280, 768, 375, 320];
const AXE_WIDTHS = new Set([375, 1280]);
type Role = 'visitor' | 'parent' | 'caregiver' | 'admin';
type RouteName = keyof typeof paths;

let browser: Browser;
let people: SweepPeople;

beforeAll(async () => {
  [browser, people] = await Promise.all([launchChromium(), makeSweepPeople(baseUrl, admin)]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

/** Every route with its parameters filled in (and the query its page needs to show a form). */
function routeTable(): { name: RouteName; url: string }[] {
  const { ids } = people;
  const params: Record<string, string> = {
    orderId: ids.order,
    slug: ids.blogSlug,
    id: '',
  };
  const idOf: Partial<Record<RouteName, string>> = {
    caregiverProfile: String(ids.caregiverProfile),
    job: String(ids.job),
    dashboardThread: String(ids.conversation),
    adminAccount: String(people.parent.user.id),
  };
  const query: Partial<Record<RouteName, string>> = {
    resetPassword: '?token=x&type=user',
    confirmEmail: '?token=x',
    restoreAccount: '?token=x',
    checkoutFail: `?order=${encodeURIComponent(ids.order)}`,
    dashboardNewMessage: `?caregiver=${ids.caregiverProfile}`,
  };
  return (Object.entries(paths) as [RouteName, string][]).map(([name, path]) => {
    const filled = path.replace(/:(\w+)/g, (_, param: string) => {
      const value = param === 'id' ? idOf[name] : params[param];
      if (!value) throw new Error(`no value for :${param} of ${name}: add one to the sweep`);
      return encodeURIComponent(value);
    });
    return { name, url: filled + (query[name] ?? '') };
  });
}

/** A member's own pages (what differs once logged in besides the header); the desk's. */
const MEMBER_ROUTES = /^\/(dashboard|jobs|checkout-success|caregivers\/)/;
const DESK_ROUTES = /^\/admin/;

/** A fresh browser context: logged in as `session` (when given), in `lang`. */
async function passPage(session: Session | undefined, lang: 'en' | 'es'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    bypassCSP: true,
  });
  await context.addInitScript(
    ({ persistKey, languageKey, persisted, language }) => {
      localStorage.setItem(languageKey, language);
      if (persisted && !sessionStorage.getItem('sweep-started')) {
        // Once per tab: the site may then update (or end) the session as it would.
        sessionStorage.setItem('sweep-started', '1');
        localStorage.setItem(persistKey, persisted);
      }
    },
    {
      persistKey: PERSIST_KEY,
      languageKey: LANGUAGE_KEY,
      persisted: session ? JSON.stringify(session) : '',
      language: lang,
    },
  );
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

/**
 * Opens `url`: the first of a pass with a page load, the next ones as the site's own links do
 * (the router, on `popstate`): what a person does, and a page load per route would take the
 * sweep over its time. The page's content is marked first, to wait for the new page's h1.
 */
async function open(page: Page, url: string, first: boolean) {
  if (first) {
    await page.goto(`${baseUrl}${url}`);
    return;
  }
  await page.evaluate((to) => {
    // Already there (the composer opens an existing conversation's thread): nothing to open.
    if (location.pathname + location.search === to) return;
    for (const child of document.querySelectorAll('main > *')) child.setAttribute('data-old', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

/** Waits for the new page's heading and for its data (nothing loading); false when no h1 came. */
async function settled(page: Page): Promise<boolean> {
  const heading = await page
    .waitForFunction(
      () => [...document.querySelectorAll('main h1')].some((h1) => !h1.closest('[data-old]')),
      undefined,
      { timeout: 8000 },
    )
    .then(() => true)
    .catch(() => false);
  await page
    .waitForFunction(
      () =>
        !document.querySelector('.progress-bar[data-busy="true"]') &&
        !document.querySelector('.page-spinner') &&
        !document.querySelector('[role="status"] .ftc-spinner'),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => {});
  return heading;
}

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
}

/** axe-core's serious and critical violations on the page, as "id at target, target". */
async function axeProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: unknown) => unknown } }).axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as AxeResult;
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

interface Pass {
  role: Role;
  lang: 'en' | 'es';
  /** Which routes are swept (all when absent), and on which of them axe runs. */
  routes?: RegExp;
  axe: RegExp | 'all' | 'none';
}

/**
 * The passes. Overflow at the four widths: every route for every role in English, every route
 * logged out in Spanish, and each role's own pages in Spanish (longer words). axe at 375 and
 * 1280 px in both languages: every route logged out (a member sees the same page there but for
 * the header, which the member pages check), a parent's and a caregiver's pages, the desk as
 * the admin; a caregiver's pages in Spanish are swept for overflow only (the same components as
 * a parent's, which axe checks in Spanish), to keep the sweep within a few minutes.
 */
const PASSES: Pass[] = [
  { role: 'visitor', lang: 'en', axe: 'all' },
  { role: 'visitor', lang: 'es', axe: 'all' },
  { role: 'parent', lang: 'en', axe: MEMBER_ROUTES },
  { role: 'parent', lang: 'es', routes: MEMBER_ROUTES, axe: MEMBER_ROUTES },
  { role: 'caregiver', lang: 'en', axe: MEMBER_ROUTES },
  { role: 'caregiver', lang: 'es', routes: MEMBER_ROUTES, axe: 'none' },
  { role: 'admin', lang: 'en', axe: DESK_ROUTES },
  { role: 'admin', lang: 'es', routes: DESK_ROUTES, axe: DESK_ROUTES },
];

/** Two passes at a time (two pages of the one browser): the machine's two cores. */
function twoAtATime() {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (active >= 2) await new Promise<void>((start) => waiting.push(start));
    active += 1;
    try {
      return await job();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}
const lane = twoAtATime();

const started = Date.now();

describe.concurrent('no page scrolls sideways, and axe finds nothing serious (issue 24, item 4)', () => {
  for (const pass of PASSES) {
    const routesName = !pass.routes
      ? 'every route'
      : pass.routes === DESK_ROUTES
        ? 'the desk'
        : 'their own pages';
    it(
      `${pass.role}, ${pass.lang === 'en' ? 'English' : 'Spanish'}: ${routesName}`,
      ({ expect }) =>
        lane(async () => {
          const begun = Date.now();
          const session = pass.role === 'visitor' ? undefined : people[pass.role];
          const page = await passPage(session, pass.lang);
          const who = `${pass.role}, ${pass.lang}`;
          const overflow: string[] = [];
          const axe = new Set<string>();
          const unreadable = new Set<string>();
          const noHeading: string[] = [];
          const routes = routeTable().filter(
            (route) => !pass.routes || pass.routes.test(route.url),
          );
          for (const [index, route] of routes.entries()) {
            await page.setViewportSize({ width: WIDTHS[0] as number, height: 800 });
            await open(page, route.url, index === 0);
            if (!(await settled(page))) noHeading.push(`${route.url} (${who}): no h1 in main`);
            const runAxe = pass.axe === 'all' || (pass.axe !== 'none' && pass.axe.test(route.url));
            for (const width of WIDTHS) {
              if (width !== WIDTHS[0]) {
                await page.setViewportSize({ width, height: 800 });
                // Two frames: the layout (and any resize listener) has caught up.
                await page.evaluate(
                  () =>
                    new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
                );
              }
              const found = await page.evaluate(overflowOf);
              if (found) {
                overflow.push(
                  `${route.url} at ${width} px (${who}): scrollWidth ${found.scrollWidth} > ${found.innerWidth}; widest: ${found.widest.join(' | ') || '?'}`,
                );
              }
              if (width === WIDTHS[0]) {
                for (const field of await page.evaluate(unreadableFields)) {
                  unreadable.add(`${route.url} (${who}): ${field}`);
                }
              }
              if (runAxe && AXE_WIDTHS.has(width)) {
                for (const problem of await axeProblems(page)) {
                  axe.add(`${route.url} at ${width} px (${who}): ${problem}`);
                }
              }
            }
          }
          await page.context().close();
          console.info(
            `layout sweep ${who}: ${routes.length} routes in ${((Date.now() - begun) / 1000).toFixed(1)} s (${((Date.now() - started) / 1000).toFixed(1)} s since the first pass)`,
          );
          expect({ overflow, axe: [...axe], unreadable: [...unreadable], noHeading }).toEqual({
            overflow: [],
            axe: [],
            unreadable: [],
            noHeading: [],
          });
        }),
      300_000,
    );
  }
});

describe('saved caregivers', () => {
  it('are cards of the search grid: as wide as the search results at 1280 px, one column at 375 px', async ({
    expect,
  }) => {
    const page = await passPage(people.parent, 'en');
    const cardWidths = () =>
      page
        .locator('.ftc-cg-card')
        .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().width));
    await page.goto(`${baseUrl}${paths.dashboardFavourites}`);
    await page.locator('.ftc-cg-card').first().waitFor();
    // The search's grid: three across in the 1200 px page, not a card squeezed to 80 px.
    const [wide] = await cardWidths();
    expect(wide).toBeGreaterThan(300);
    await page.setViewportSize({ width: 375, height: 800 });
    const [narrow] = await cardWidths();
    expect(narrow).toBeGreaterThan(300);
    expect(narrow).toBeLessThanOrEqual(375);
    await page
      .getByRole('button', { name: /^Remove/ })
      .first()
      .waitFor();
    await page.context().close();
  });
});
