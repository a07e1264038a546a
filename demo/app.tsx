import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;
let created: Router | undefined;

/**
 * The site's router, made at its first use and not while the modules evaluate: making it matches
 * the address and starts loading the first page's module, work that has a task of its own at load
 * (demo/main.tsx; issue 27, Lighthouse's blocking time).
 */
function siteRouter(): Router {
  created ??= createBrowserRouter(routes);
  return created;
}

/**
 * Makes the router and resolves once the first page's module has arrived (or failed): rendering
 * then shows that page at once, not a spinner first, so a page rendered at build time is replaced
 * by the same page.
 */
export function routerReady(): Promise<void> {
  const router = siteRouter();
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** The company's site: the routes of spec §2 over the kit's components. */
export function App() {
  return <RouterProvider router={siteRouter()} />;
}
