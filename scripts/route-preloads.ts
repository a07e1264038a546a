// The site's route preloads (issue 14, Lighthouse): a page's module is fetched only once the
// site's own code has run and matched the route, one round trip after it. This plugin writes
// dist/demo/route-preloads.json, the chunks each route needs beyond the site's entry, so the
// server names them in the page it sends (server/plugins/static-site.ts: <link rel=modulepreload>)
// and the browser fetches them together with the entry. Routes and their page modules come from
// demo/routes.tsx itself (`handle.page`), loaded in Node through Vite's module runner.
import type { RouteObject } from 'react-router';
import type { Plugin } from 'vite';
import { chunkGraph, importInNode } from './build-support';

export interface RoutePreload {
  /** A route pattern of demo/routes.tsx (`/caregivers/:id`, `*`). */
  path: string;
  /** Site-absolute URLs of the chunks, dependencies first. */
  files: string[];
}

/** Every route with a path, with the page modules it loads (its own and its parents'). */
function routePages(routes: RouteObject[], above: string[] = [], parentPath?: string) {
  const found: { path: string; pages: string[] }[] = [];
  for (const route of routes) {
    const own = (route.handle as { page?: string } | undefined)?.page;
    const pages = own ? [...above, own] : above;
    // Children may be written relative to their parent (`*` under /dashboard).
    const path = route.index
      ? parentPath
      : route.path && !route.path.startsWith('/') && parentPath
        ? `${parentPath.replace(/\/$/, '')}/${route.path}`
        : route.path;
    if (path && pages.length) found.push({ path, pages });
    if (route.children) found.push(...routePages(route.children, pages, path ?? parentPath));
  }
  return found;
}

export function routePreloads(alias: Record<string, string> = {}): Plugin {
  return {
    name: 'ftc-route-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const graphOf = (fileName: string) => chunkGraph(bundle, [fileName]);
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route preloads: the site has no entry chunk');
      const withEntry = new Set(graphOf(entry.fileName));
      const pageChunk = (page: string) => {
        const chunk = chunks.find((candidate) =>
          candidate.facadeModuleId?.replace(/\\/g, '/').endsWith(`/demo/pages/${page}.tsx`),
        );
        if (!chunk) throw new Error(`route preloads: no chunk for demo/pages/${page}.tsx`);
        return chunk.fileName;
      };
      const routes = routePages(
        (await importInNode<{ routes: RouteObject[] }>('demo/routes.tsx', alias)).routes,
      ).filter(
        (route, index, all) => all.findIndex((other) => other.path === route.path) === index,
      );
      const preloads: RoutePreload[] = routes.map(({ path, pages }) => ({
        path,
        files: [...new Set(pages.flatMap((page) => graphOf(pageChunk(page))))]
          .filter((fileName) => !withEntry.has(fileName))
          .map((fileName) => `/${fileName}`),
      }));
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify(preloads, null, 1)}\n`,
      });
    },
  };
}
