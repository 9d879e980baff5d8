import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PAGE_ROUTES } from '@tlt/shared/routes';

type RoutePath = (typeof PAGE_ROUTES)[number]['path'];

/**
 * One lazily loaded page per built route. Keyed by the shared route list, so adding a
 * route there without a page here fails the typecheck instead of shipping a blank screen.
 */
export const PAGES: Record<RoutePath, LazyExoticComponent<ComponentType>> = {
  '/': lazy(() => import('../features/landing/pages/landing-page.tsx')),
  '/login': lazy(() => import('../features/auth/pages/login-page.tsx')),
  '/404': lazy(() => import('../features/not-found/pages/not-found-page.tsx')),
  '/user-dashboard': lazy(() => import('../features/dashboard/pages/user-dashboard-page.tsx')),
};
