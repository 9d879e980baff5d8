import type { ReactNode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '../app/query-client.ts';
import { CalculatorProvider } from '../components/calculator/calculator-provider.tsx';
import { AuthModalProvider } from '../lib/auth-modal.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { SessionProvider } from '../lib/session.tsx';
import { readSession } from '../lib/storage.ts';

/** The query client of the TestProviders rendered last (queriesSettled waits on it). */
let lastClient: QueryClient | undefined;

export function TestProviders({ children }: { children: ReactNode }) {
  const [client] = useState(() => (lastClient = createQueryClient()));
  return (
    <QueryClientProvider client={client}>
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

/**
 * Resolves once no query of the last rendered providers is fetching and what they answered has been
 * drawn: the query cache tells its observers in a batch of its own, so a batch queued after it runs
 * after theirs, and act() flushes the renders they caused. A test that checks that an answer
 * changed nothing waits on this rather than on time; call it after the request was made.
 */
export async function queriesSettled(): Promise<void> {
  await waitFor(() => {
    if (!lastClient || lastClient.isFetching() > 0) throw new Error('queries still fetching');
  });
  await act(() => new Promise<void>((resolve) => notifyManager.schedule(resolve)));
}
