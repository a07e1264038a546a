import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { chromiumArgs } from '../../scripts/chromium-flags.mjs';
import { chromePath } from '../../scripts/require-chromium.mjs';

/**
 * A page opened by `goto` is live before the test acts on it. The public pages come rendered in
 * the HTML (demo/prerender.tsx) and their code follows the first paint, so the load event can
 * come before the site has taken the page over; a test that clicks at once would click the
 * rendered copy. `waitUntil: 'commit'` keeps Playwright's own meaning (tests/e2e/prerender.test.ts
 * holds the code back on purpose).
 */
function liveAfterGoto(page: Page): Page {
  const live = (timeout = 30_000) =>
    page.waitForFunction(() => !document.querySelector('[data-prerendered]'), null, { timeout });
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const answer = await goto(url, options);
    if (options?.waitUntil !== 'commit') await live(options?.timeout);
    return answer;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const answer = await reload(options);
    if (options?.waitUntil !== 'commit') await live(options?.timeout);
    return answer;
  };
  return page;
}

function withLivePages(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => liveAfterGoto(await newPage());
  return context;
}

/** Debian's Chromium, driven by playwright-core (no downloaded browser). */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => withLivePages(await newContext(options));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => liveAfterGoto(await newPage(options));
  return browser;
}
