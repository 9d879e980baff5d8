import { Outlet, type RouteObject } from 'react-router';
import AuthModal from '../features/auth/components/auth-modal.tsx';

/** The routes under a layout that also renders the auth modal, as the root layout does. */
export function withAuthModal(children: RouteObject[]): RouteObject[] {
  return [
    {
      element: (
        <>
          <Outlet />
          <AuthModal />
        </>
      ),
      children,
    },
  ];
}
