import { afterEach, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { renderRoutes } from '../../test/render.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

afterEach(() => vi.restoreAllMocks());

it('scrolls to the top on every route change', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const { router } = renderRoutes([{ path: '*', element: <ScrollToTop /> }], '/a');
  expect(scrollTo).toHaveBeenCalledTimes(1);
  await act(() => router.navigate('/b'));
  expect(scrollTo).toHaveBeenCalledTimes(2);
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
});
