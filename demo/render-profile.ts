// A caregiver's profile page rendered at request time (issue 24, Lighthouse: its bio, the largest
// text, painted with the HTML instead of after the site's code and the profile's request). Built
// by vite.ssr.config.ts into dist/ssr/render-profile.js, which server/plugins/static-site.ts loads
// at start; the server gives the profile's public answer (`GET /v1/caregivers/{id}`'s `results`),
// puts the markup into `#root` and the data into the page (`#ftc-data`), from which main.tsx seeds
// the live page's cache (no skeleton, no second request). The public pages with lists (`/`,
// `/subscription`, `/caregivers`) come the same way, with the answers demo/page-data.ts names.
import { caregiverKey } from '../src/caregivers/caregiver-queries';
import { renderRoute } from './render-route';

export { pageAnswers } from './page-data';

export interface RenderedPage {
  /** The markup for `#root`. */
  markup: string;
  /** Cache key → `results`: what the page was rendered with, for main.tsx to seed. */
  data: Record<string, unknown>;
}

/** `/caregivers/{id}` rendered with `profile`, the API's answer for that id. */
export async function renderProfile(id: string, profile: unknown): Promise<RenderedPage> {
  const data = { [caregiverKey(id)]: profile };
  return { markup: await renderRoute(`/caregivers/${id}`, { seed: data }), data };
}

/**
 * The page at `url` (a path with its query) rendered with `data`, the answers `pageAnswers(url)`
 * names (cache key → `results`).
 */
export async function renderPage(
  url: string,
  data: Record<string, unknown>,
): Promise<RenderedPage> {
  return { markup: await renderRoute(url, { seed: data }), data };
}
