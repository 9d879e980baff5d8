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
  '/pricing-plans': lazy(() => import('../features/plans/pages/pricing-plans-page.tsx')),
  '/register': lazy(() => import('../features/register/pages/register-page.tsx')),
  '/thank-you': lazy(() => import('../features/thank-you/pages/thank-you-page.tsx')),
  '/renew-subscription/:renewalToken': lazy(() => import('../features/renewal/pages/renew-subscription-page.tsx')),
  '/reset-password': lazy(() => import('../features/auth/pages/reset-password-page.tsx')),
  '/profile': lazy(() => import('../features/profile/pages/profile-page.tsx')),
  '/admin/plans': lazy(() => import('../features/plans/pages/admin-plans-page.tsx')),
};
