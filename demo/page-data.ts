// The public pages the server renders at request time with the API answers they show first
// (issue 27, Lighthouse). Rendered at build time, these pages showed their lists as placeholders;
// the site's code then asked for the lists and rendered the page a second time with them: on `/`,
// a second task of 44 ms (176 ms at Lighthouse's 4× CPU) after the first render, and a layout.
// Rendered with the answers, the lists paint with the HTML, and the live page starts from the same
// answers (`#ftc-data`, main.tsx): one render, no request.
//
// Each answer is named by the features (the cache key their hooks read, the path that answers
// it); the server asks for it as any visitor would, in English (the words it renders in). Only
// answers that are the same for every visitor: no session, no personal data.
import { resultsAnswer, spotlightAnswer } from '../src/caregivers/caregiver-queries';
import { howsAnswer, videosAnswer } from '../src/content/content-blocks';
import type { SeedAnswer } from '../src/lib/use-api-resource';
import { plansAnswer } from '../src/plans/plan-queries';
import { resultsQuery } from './market/search-filters';

/** The language the server renders pages in (demo/render-route.tsx). */
const LANG = 'en';

/**
 * The answers the page at `url` (a path with its query) shows first, or undefined for a page the
 * server does not render with data (it is sent as built, and asks for its data itself).
 */
export function pageAnswers(url: string): SeedAnswer[] | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  switch (pathname) {
    case '/':
      return [
        spotlightAnswer,
        howsAnswer('users', LANG),
        videosAnswer('spotlight', LANG),
        videosAnswer('featured', LANG),
      ];
    case '/subscription':
      return [plansAnswer('user'), plansAnswer('service_provider')];
    case '/caregivers':
      return [resultsAnswer(resultsQuery(searchParams))];
    default:
      return undefined;
  }
}
