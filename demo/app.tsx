import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes';

const router = createBrowserRouter(routes);

/** The company's site: the routes of spec §2 over the kit's components. */
export function App() {
  return <RouterProvider router={router} />;
}
