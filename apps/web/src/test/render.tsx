import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '../app/query-client.ts';
import { CalculatorProvider } from '../components/calculator/calculator-provider.tsx';
import { AuthModalProvider } from '../lib/auth-modal.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { SessionProvider } from '../lib/session.tsx';
import { readSession } from '../lib/storage.ts';

export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider initial={readSession()}>
        <AuthModalProvider>
          <CalculatorProvider>{children}</CalculatorProvider>
        </AuthModalProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}

/**
 * Renders routes in a memory router under the app's providers, reading the session from storage;
 * returns the router and a user-event `user` with the usual render result.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to) => void router.navigate(to));
  const utils = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...utils, router, user: userEvent.setup() };
}
