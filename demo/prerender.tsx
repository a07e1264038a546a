// The site's public pages as static HTML (issue 24, Lighthouse): rendered at build time in Node
// (through Vite's module runner, scripts/site-prerender.ts) by demo/render-route.tsx, nothing
// fetched yet (data shows its loading state). The server puts a page's HTML into `#root`, so the
// heading and lead are painted with the HTML and CSS, before the site's code has arrived.
import { renderRoute } from './render-route';

/** The pages rendered at build time: those a visitor most often opens first. */
export const PRERENDERED_PATHS = ['/', '/caregivers', '/subscription', '/faq'] as const;

/**
 * Path → markup, rendered while this module loads: the module runner that loads the pages'
 * modules closes after (scripts/build-support.ts).
 */
export const prerendered: Record<string, string> = Object.fromEntries(
  await Promise.all(PRERENDERED_PATHS.map(async (path) => [path, await renderRoute(path)])),
);
