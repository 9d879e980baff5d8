import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { COMMUNITY_MSG } from '@tlt/shared/community';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { callsTo, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makePage, makePost, stubIntersectionObserver } from '../../../test/post-fixtures.ts';
import ReviewPage from './review-page.tsx';

const admin = makeUser({ _id: 'a1', name: 'Team Admin', userType: 'admin' });
beforeEach(() => void stubIntersectionObserver());

const reviewed = (body: any) => envelopeResponse(200, makePost({ _id: body._id, verificationStatus: body.verificationStatus }));

function setup(update: (body: any) => Response = reviewed) {
  storeSession(admin);
  // The server's queue: a reviewed post leaves it.
  let pending = [
    makePost({ _id: 'r1', title: 'first pending', verificationStatus: 'pending' }),
    makePost({ _id: 'r2', title: 'second pending', verificationStatus: 'pending' }),
  ];
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, admin),
    'POST /api/post/allPosts': (body) => {
      expect(body).toEqual({ verificationStatus: 'pending' });
      return envelopeResponse(200, makePage(pending, null, pending.length));
    },
    'PATCH /api/post/update': (body) => {
      const res = update(body);
      // A 409 is a post whose author has deleted their account: the queue no longer lists it either.
      if (res.ok || res.status === 409) pending = pending.filter((p) => p._id !== body._id);
      return res;
    },
  });
  const utils = renderRoutes([{ path: '/all-posts-review', element: <ReviewPage /> }], '/all-posts-review');
  return { ...utils, spy };
}

const cardOf = (title: string) => screen.getByText(title).closest('article') as HTMLElement;

describe('review page', () => {
  it('lists pending posts with the count; ACCEPT approves and the post leaves the list', async () => {
    const { user, spy } = setup();
    expect(await screen.findByText('first pending')).toBeInTheDocument();
    expect(screen.getByText('2 pending')).toBeInTheDocument();
    await user.click(within(cardOf('first pending')).getByRole('button', { name: 'ACCEPT' }));
    await waitFor(() => expect(screen.queryByText('first pending')).not.toBeInTheDocument());
    expect(callsTo(spy, 'PATCH /api/post/update')).toEqual([{ _id: 'r1', verificationStatus: 'approved' }]);
    expect(toast.success).toHaveBeenCalledWith(COMMUNITY_MSG.postApproved, undefined);
    expect(screen.getByText('1 pending')).toBeInTheDocument();
    expect(screen.getByText('second pending')).toBeInTheDocument();
  });

  it('REJECT takes an optional reason for the author', async () => {
    const { user, spy } = setup();
    await screen.findByText('second pending');
    await user.click(within(cardOf('second pending')).getByRole('button', { name: 'REJECT' }));
    await user.type(screen.getByLabelText(/Reason for the author/), 'Add a stop loss');
    await user.click(screen.getByRole('button', { name: 'Confirm reject' }));
    await waitFor(() => expect(screen.queryByText('second pending')).not.toBeInTheDocument());
    expect(callsTo(spy, 'PATCH /api/post/update')).toEqual([{ _id: 'r2', verificationStatus: 'rejected', rejectionReason: 'Add a stop loss' }]);
    expect(toast.success).toHaveBeenCalledWith(COMMUNITY_MSG.postRejected, undefined);
  });

  it('rejects without a reason when none is typed', async () => {
    const { user, spy } = setup();
    await screen.findByText('first pending');
    await user.click(within(cardOf('first pending')).getByRole('button', { name: 'REJECT' }));
    await user.click(screen.getByRole('button', { name: 'Confirm reject' }));
    await waitFor(() => expect(callsTo(spy, 'PATCH /api/post/update')).toEqual([{ _id: 'r1', verificationStatus: 'rejected' }]));
  });

  it('says why and takes the post off the list when its author has deleted their account (409)', async () => {
    const { user } = setup((body) => {
      if (body._id !== 'r1') return reviewed(body);
      return envelopeResponse(409, undefined, COMMUNITY_MSG.authorDeleted);
    });
    await screen.findByText('first pending');
    await user.click(within(cardOf('first pending')).getByRole('button', { name: 'ACCEPT' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(COMMUNITY_MSG.errorTitle, { description: COMMUNITY_MSG.authorDeleted }));
    await waitFor(() => expect(screen.queryByText('first pending')).not.toBeInTheDocument());
    expect(screen.getByText('second pending')).toBeInTheDocument();
  });

  it('keeps the post and says so when the update fails', async () => {
    const { user } = setup(() => envelopeResponse(500, undefined, 'boom'));
    await screen.findByText('first pending');
    await user.click(within(cardOf('first pending')).getByRole('button', { name: 'ACCEPT' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(COMMUNITY_MSG.errorTitle, { description: COMMUNITY_MSG.updatePostFailed }));
    expect(screen.getByText('first pending')).toBeInTheDocument();
  });
});
