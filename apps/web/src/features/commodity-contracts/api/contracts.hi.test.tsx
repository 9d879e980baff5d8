import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { toast } from 'sonner';
import { envelopeResponse, makeUser, storeSession, stubFetch } from '../../../test/fixtures.ts';
import { TestProviders } from '../../../test/render.tsx';
import { activateLocale } from '../../../lib/i18n.ts';
import { loadSonner } from '../../../lib/toast.ts';
import { useUpdateContract } from './contracts.ts';

beforeAll(async () => {
  await loadSonner();
  await activateLocale('hi');
}, 60_000);
afterAll(() => activateLocale('en'));

// Issue 30 §8: the shared "Contract updated successfully!!" toast in Hindi on /hi/commodity-contracts.
describe('saving a contract on a Hindi page', () => {
  it('toasts the catalogue’s Hindi', async () => {
    storeSession(makeUser({ userType: 'admin', payment: [] }));
    stubFetch(() => envelopeResponse(200, { _id: 'c1', name: 'GOLD', multiplier: 100, label: '1 kg' }));
    const { result } = renderHook(() => useUpdateContract(), { wrapper: ({ children }: { children: ReactNode }) => <TestProviders>{children}</TestProviders> });
    await act(() => result.current.mutateAsync({ id: 'c1', input: { multiplier: 100 } as never }));
    expect(toast.success).toHaveBeenCalledWith('कॉन्ट्रैक्ट अपडेट हो गया!', undefined);
  });
});
