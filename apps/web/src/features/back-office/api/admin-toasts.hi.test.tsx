import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { envelopeResponse, storeSession, stubFetch } from '../../../test/fixtures.ts';
import { TestProviders } from '../../../test/render.tsx';
import { activateLocale } from '../../../lib/i18n.ts';
import { loadSonner } from '../../../lib/toast.ts';
import { ADMIN } from '../pages/back-office-fixtures.ts';
import { useSetQueryActive } from './queries.ts';
import { useRemoveSubscriber } from './subscribers.ts';

beforeAll(async () => {
  await loadSonner();
  await activateLocale('hi');
}, 60_000);
afterAll(() => activateLocale('en'));

const wrapper = ({ children }: { children: ReactNode }) => <TestProviders>{children}</TestProviders>;

// Issue 30 §8: the back office's toasts built from shared words, and its own fallback, in Hindi on /hi.
describe('back-office toasts in Hindi', () => {
  it('says a subscriber was removed, or could not be, in Hindi', async () => {
    storeSession(ADMIN);
    let down = false;
    stubFetch(() => (down ? Promise.reject(new TypeError('offline')) as never : envelopeResponse(200, { email: 'reader@example.com' }, 'सब्सक्राइबर हटा दिया गया')));
    const { result } = renderHook(() => useRemoveSubscriber(), { wrapper });
    await act(() => result.current.mutateAsync('s1'));
    expect(toast.success).toHaveBeenCalledWith('सब्सक्राइबर हटा दिया गया: reader@example.com', undefined);
    down = true;
    await act(() => result.current.mutateAsync('s2').catch(() => undefined));
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith('सब्सक्राइबर हटाया नहीं जा सका। कृपया फिर से कोशिश करें।', undefined));
  });

  it('says a query was resolved, and that reopening failed, in Hindi', async () => {
    storeSession(ADMIN);
    let fail = false;
    stubFetch(() => (fail ? envelopeResponse(500, undefined, 'x') : envelopeResponse(200, { _id: 'q1', active: false })));
    const { result } = renderHook(() => useSetQueryActive(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 'q1', active: false }));
    expect(toast.success).toHaveBeenLastCalledWith('क्वेरी सुलझी हुई मार्क कर दी गई', undefined);
    fail = true;
    await act(() => result.current.mutateAsync({ id: 'q1', active: true }).catch(() => undefined));
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith('क्वेरी फिर से नहीं खोली जा सकी', undefined));
  });
});
