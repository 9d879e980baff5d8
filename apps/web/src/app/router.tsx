import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

/** Created after the app-start check so the router reads the final URL. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
