// The site's public pages as static HTML (issue 24, Lighthouse): rendered at build time in Node
// (through Vite's module runner, scripts/prerender-pages.ts) from the same routes and components,
// the way a first-time visitor without a saved session first sees them: words in English,
// nothing fetched yet (data shows its loading state). The server puts a page's HTML into
// `#root`, so the heading and lead are painted with the HTML and CSS, before the site's code has
// arrived; main.tsx then renders over it (no hydration: a visitor with a saved session or
// language sees the spinner instead, index.html's boot script, and never a wrong page).
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setServerLanguage } from '../src/i18n/use-words';
import { RootStore } from '../src/stores/root-store';
import { KitProvider } from './kit-provider';
import { routes } from './routes';

/** The pages rendered at build time: those a visitor most often opens first. */
export const PRERENDERED_PATHS = ['/', '/caregivers', '/subscription', '/faq'] as const;

/** One page's markup for `#root`, without scripts. */
async function prerender(path: string): Promise<string> {
  enableStaticRendering(true);
  setServerLanguage('en');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender ${path}: answered ${context.status}`);
  if (context.errors) throw new Error(`prerender ${path}: ${Object.values(context.errors)[0]}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <KitProvider store={new RootStore()} notify={() => {}}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </KitProvider>,
  );
  // <ScrollRestoration /> writes an inline script on a server: the page's own code restores.
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/**
 * Path → markup, rendered while this module loads: the module runner that loads the pages'
 * modules closes after (scripts/build-support.ts).
 */
export const prerendered: Record<string, string> = Object.fromEntries(
  await Promise.all(PRERENDERED_PATHS.map(async (path) => [path, await prerender(path)])),
);
