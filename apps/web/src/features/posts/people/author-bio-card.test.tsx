import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { COMMUNITY_MSG } from '@tlt/shared/community';
import { MSG } from '@tlt/shared/messages';
import { AUTHOR_BIO_MAX } from '@tlt/shared/profile';
import type { User } from '@tlt/shared/user';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { callsTo, stubApi } from '../../../test/billing-fixtures.ts';
import { TestProviders } from '../../../test/render.tsx';
import { AuthorBioCard } from './author-bio-card.tsx';

function setup(member: User = makeUser({ investorType: 'Swing trader' }), update = (body: any) => envelopeResponse(200, { ...member, ...body })) {
  storeSession(member);
  const spy = stubApi({ 'GET /api/auth': () => envelopeResponse(200, member), 'PATCH /api/user/update': update });
  render(
    <TestProviders>
      <AuthorBioCard />
    </TestProviders>,
  );
  return { spy, user: userEvent.setup() };
}

const field = () => screen.getByRole('textbox', { name: 'Author bio' });

describe('author bio card', () => {
  it('shows the member with their badges and bio', () => {
    setup(makeUser({ name: 'Asha Member', investorType: 'Swing trader', isProfitable: true, userType: 'admin' }));
    expect(screen.getByText('Asha Member')).toBeInTheDocument();
    expect(screen.getByText('Swing trader')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profitable' })).toBeInTheDocument();
  });

  it('shows no badge a member has not earned', () => {
    setup(makeUser({ investorType: null }));
    expect(screen.queryByText('Admin')).not.toBeInTheDocument();
    expect(screen.queryByText('Profitable')).not.toBeInTheDocument();
    expect(screen.getByText(/Add a short bio/)).toBeInTheDocument();
  });

  it('requires a bio and sends nothing without one', async () => {
    const { user, spy } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit author bio' }));
    await user.clear(field());
    await user.type(field(), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.bioRequired);
    expect(callsTo(spy, 'PATCH /api/user/update')).toHaveLength(0);
  });

  it('takes at most 100 characters: extra typing is ignored', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit author bio' }));
    await user.clear(field());
    await user.type(field(), 'x'.repeat(AUTHOR_BIO_MAX + 20));
    expect(field()).toHaveValue('x'.repeat(AUTHOR_BIO_MAX));
    expect(screen.getByText(`${AUTHOR_BIO_MAX}/${AUTHOR_BIO_MAX}`)).toBeInTheDocument();
  });

  it('saves the trimmed bio, toasts, shows it and stores it in the session', async () => {
    const { user, spy } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit author bio' }));
    await user.clear(field());
    await user.type(field(), '  Options seller, Nifty weeklies {Enter}');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MSG.bioUpdated));
    expect(callsTo(spy, 'PATCH /api/user/update')).toEqual([{ _id: 'u1', investorType: 'Options seller, Nifty weeklies' }]);
    expect(screen.getByText('Options seller, Nifty weeklies')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit author bio' })).toHaveFocus();
    expect(JSON.parse(localStorage.getItem('user') as string).investorType).toBe('Options seller, Nifty weeklies');
  });

  it('keeps the form open and toasts the spec message when saving fails', async () => {
    const { user } = setup(undefined, () => envelopeResponse(500, undefined, 'boom'));
    await user.click(screen.getByRole('button', { name: 'Edit author bio' }));
    await user.type(field(), ' and positional');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(COMMUNITY_MSG.errorTitle, { description: COMMUNITY_MSG.bioFailed }));
    expect(field()).toHaveValue('Swing trader and positional');
  });
});
