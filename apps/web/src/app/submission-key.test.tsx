import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import ContactUsPage from '../features/contact/pages/contact-us-page.tsx';
import { useCreateComment } from '../features/posts/api/create-comment.ts';
import { makePost } from '../test/comment-fixtures.ts';
import { stubApi } from '../test/billing-fixtures.ts';
import { envelopeResponse, makeUser, storeSession } from '../test/fixtures.ts';
import { renderRoutes, TestProviders } from '../test/render.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The Idempotency-Key header of every call to one endpoint, in order. */
function keysSent(spy: ReturnType<typeof stubApi>, key: string): (string | undefined)[] {
  return spy.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key)
    .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
}

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});

describe('one Idempotency-Key per form submission', () => {
  it('contact form: a retry after a lost answer sends the same key; the next submission a new one', async () => {
    let attempt = 0;
    const spy = stubApi({
      'GET /api/contactus/support': () => envelopeResponse(200, { email: 'help@example.com', phone: '+91 90000 00000' }),
      // The first attempt never gets its answer back (the network dropped it).
      'POST /api/contactus/createQuery': () =>
        ++attempt === 1 ? Promise.reject(new TypeError('Failed to fetch')) : envelopeResponse(200, { _id: `q${attempt}` }, MSG.contactSuccess),
    });
    const { user } = renderRoutes([{ path: '/contact-us', element: <ContactUsPage /> }], '/contact-us');
    const fill = async () => {
      await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
      await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
      await user.type(screen.getByLabelText('Description'), 'When is the next webinar?');
    };
    await fill();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.contactFailed));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MSG.contactSuccess));
    const [first, retry] = keysSent(spy, 'POST /api/contactus/createQuery');
    expect(first).toMatch(UUID);
    expect(retry).toBe(first);

    // Once it went through, the same words sent again are a new submission.
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    await fill();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(keysSent(spy, 'POST /api/contactus/createQuery')).toHaveLength(3));
    const third = keysSent(spy, 'POST /api/contactus/createQuery')[2];
    expect(third).toMatch(UUID);
    expect(third).not.toBe(first);
  });

  it('comment: a double tap sends one key twice; other words take another key', async () => {
    storeSession(makeUser());
    const spy = stubApi({ 'POST /api/post/createComment': () => envelopeResponse(200, makePost([])) });
    const { result } = renderHook(() => useCreateComment(), { wrapper: ({ children }: { children: ReactNode }) => <TestProviders>{children}</TestProviders> });
    await act(() => Promise.all([
      result.current.mutateAsync({ postId: 'p1', content: 'Nice chart' }),
      result.current.mutateAsync({ postId: 'p1', content: 'Nice chart' }),
    ]));
    await act(() => result.current.mutateAsync({ postId: 'p1', content: 'Target 2,520?' }));
    const [tap, doubleTap, other] = keysSent(spy, 'POST /api/post/createComment');
    expect(tap).toMatch(UUID);
    expect(doubleTap).toBe(tap);
    expect(other).toMatch(UUID);
    expect(other).not.toBe(tap);
  });
});
