import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { toast } from 'sonner';
import { activateLocale } from './i18n.ts';
import { loadSonner } from './toast.ts';
import { useLoadErrorToast } from './use-load-error-toast.ts';

beforeAll(async () => {
  await loadSonner();
});
afterEach(() => activateLocale('en'));

// Issue 30 §8: the spec's "Error" title of a list that could not load, in the page's language.
describe('useLoadErrorToast', () => {
  it('titles the toast "Error" on English pages and in Hindi on Hindi ones', async () => {
    renderHook(() => useLoadErrorToast(new Error('x'), 'load-a', 'Could not load'));
    expect(toast.error).toHaveBeenLastCalledWith('Error', { id: 'load-a', description: 'Could not load' });
    await activateLocale('hi');
    renderHook(() => useLoadErrorToast(new Error('x'), 'load-b', 'लोड नहीं हो सका'));
    expect(toast.error).toHaveBeenLastCalledWith('गड़बड़ी', { id: 'load-b', description: 'लोड नहीं हो सका' });
  });
});
