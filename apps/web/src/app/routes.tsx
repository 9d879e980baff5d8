import { Navigate, type RouteObject } from 'react-router';
import { PAGE_ROUTES, type PageRoute } from '@tlt/shared/routes';
import { RootLayout } from './layouts/root-layout.tsx';
import { MaintenanceGate } from './maintenance-gate.tsx';
import { RouteError } from './route-error.tsx';
import { PAGES } from './pages.ts';
import { RouteGuard } from './route-guard.tsx';

function pageRoute(route: PageRoute): RouteObject {
  const Page = PAGES[route.path as keyof typeof PAGES];
  return {
    // The spec's one prefix route (/notifications) also owns everything below it.
    path: route.prefix ? `${route.path}/*` : route.path,
    caseSensitive: true,
    // Inside the layout, so the header stays.
    errorElement: <RouteError />,
    element: (
      <RouteGuard key={route.path} access={route.access}>
        <Page />
      </RouteGuard>
    ),
  };
}

/** Built pages from the shared list; any other path goes to /404 (spec §2). */
export const routes: RouteObject[] = [
  {
    // Inside the router, so the gate knows the page (an admin must reach /login during maintenance).
    element: <MaintenanceGate><RootLayout /></MaintenanceGate>,
    errorElement: <RouteError />,
    children: [
      ...(PAGE_ROUTES as readonly PageRoute[]).map(pageRoute),
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
