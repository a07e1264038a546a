import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes';

const router = createBrowserRouter(routes);

/**
 * Resolves once the first page's module has arrived (or failed): rendering then shows that page
 * at once, not a spinner first, so a page rendered at build time is replaced by the same page.
 */
export function routerReady(): Promise<void> {
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
  return <RouterProvider router={router} />;
}
