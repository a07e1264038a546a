// One of the site's pages as markup for `#root`, rendered in Node (issue 24, Lighthouse): at build
// time for the public pages (demo/prerender.tsx), at request time for a caregiver's profile
// (demo/render-profile.tsx, built to dist/ssr/ and called by server/plugins/static-site.ts).
// Rendered from the same routes and components, the way a first-time visitor without a saved
// session first sees the page: words in English, logged out; data not in `seed` shows its loading
// state. main.tsx then renders over it (no hydration: a visitor with a saved session or language
// sees the spinner instead, demo/boot.ts, and never a wrong page).
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setServerLanguage } from '../src/i18n/use-words';
import { RootStore } from '../src/stores/root-store';
import { KitProvider } from './kit-provider';
import { routes } from './routes';

export interface RenderOptions {
  /** API answers the page has already: cache key (the API path) → `results`. */
  seed?: Record<string, unknown>;
}

/** One page's markup for `#root`, without scripts. */
export async function renderRoute(
  path: string,
  { seed = {} }: RenderOptions = {},
): Promise<string> {
  enableStaticRendering(true);
  setServerLanguage('en');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`render ${path}: answered ${context.status}`);
  if (context.errors) throw new Error(`render ${path}: ${Object.values(context.errors)[0]}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const store = new RootStore();
  await Promise.all(
    Object.entries(seed).map(([key, data]) => store.cache.load(key, async () => data)),
  );
  const html = renderToString(
    <KitProvider store={store} notify={() => {}}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </KitProvider>,
  );
  // <ScrollRestoration /> writes an inline script on a server: the page's own code restores.
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}
