import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { COMMUNITY_MSG } from '@tlt/shared/community';
import { MSG } from '@tlt/shared/messages';
import type { User } from '@tlt/shared/user';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { callsTo, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import TermsWizardPage from './terms-wizard-page.tsx';

function setup(member: User, update = (body: any) => envelopeResponse(200, { ...member, ...body })) {
  storeSession(member);
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, member),
    'PATCH /api/user/update': update,
  });
  const utils = renderRoutes(
    [
      { path: '/community-terms-and-conditions', element: <TermsWizardPage /> },
      { path: '/posts', element: <h1>Feed</h1> },
    ],
    '/community-terms-and-conditions',
  );
  return { ...utils, spy };
}

const stepTitle = () => screen.getByRole('heading', { level: 2 });
const button = (name: string) => screen.getByRole('button', { name });

describe('community terms wizard', () => {
  it('walks through the three steps with Next and Back', async () => {
    const { user } = setup(makeUser({ agree: false }));
    expect(stepTitle()).toHaveTextContent('A note on how we trade');
    expect(screen.getByText(/Capital × Risk % ÷ \(Entry price − Stop loss\)/)).toBeInTheDocument();
    expect(screen.getByText('₹1,00,000')).toBeInTheDocument();
    expect(screen.getByText(/₹1,000 ÷ ₹5 = 200 shares/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(button('Next'));
    expect(stepTitle()).toHaveTextContent('Please read this disclaimer');
    expect(stepTitle()).toHaveFocus();
    expect(screen.getByText(/not registered with SEBI/)).toBeInTheDocument();
    expect(screen.getByText(/for education only/)).toBeInTheDocument();
    expect(screen.getByText(/single-user membership/)).toBeInTheDocument();

    await user.click(button('Back'));
    expect(stepTitle()).toHaveTextContent('A note on how we trade');
    await user.click(button('Next'));
    await user.click(button('Next'));
    expect(stepTitle()).toHaveTextContent('Community rules');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.queryByRole('link', { name: 'Go to community page' })).not.toBeInTheDocument();
  });

  it('asks for the box to be ticked and sends nothing until it is', async () => {
    const { user, spy } = setup(makeUser({ agree: false }));
    await user.click(button('Next'));
    await user.click(button('Next'));
    await user.click(button('Agree'));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.agreeRequired);
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(MSG.agreeRequired);
    expect(callsTo(spy, 'PATCH /api/user/update')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('agrees: saves agree on the account and in the session, toasts and opens the feed', async () => {
    const { user, spy, router } = setup(makeUser({ agree: false }));
    await user.click(button('Next'));
    await user.click(button('Next'));
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(button('Agree'));

    expect(await screen.findByRole('heading', { name: 'Feed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/posts');
    expect(callsTo(spy, 'PATCH /api/user/update')).toEqual([{ _id: 'u1', agree: true }]);
    expect(toast.success).toHaveBeenCalledWith(MSG.agreed);
    expect(JSON.parse(localStorage.getItem('user') as string).agree).toBe(true);
  });

  it('toasts the spec failure and stays when the server refuses', async () => {
    const { user } = setup(makeUser({ agree: false }), () => envelopeResponse(500, undefined, 'boom'));
    await user.click(button('Next'));
    await user.click(button('Next'));
    await user.click(screen.getByRole('checkbox'));
    await user.click(button('Agree'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(COMMUNITY_MSG.agreeFailed));
    expect(stepTitle()).toHaveTextContent('Community rules');
    expect(JSON.parse(localStorage.getItem('user') as string).agree).toBe(false);
  });

  it('lets a member who already agreed read the steps or go straight to the community', async () => {
    const { user, spy, router } = setup(makeUser({ agree: true }));
    expect(screen.getByText(/already accepted these terms/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to community page' })).toHaveAttribute('href', '/posts');
    await user.click(button('Next'));
    await user.click(button('Next'));
    expect(stepTitle()).toHaveTextContent('Community rules');
    expect(screen.queryByRole('button', { name: 'Agree' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to community page' }));
    expect(router.state.location.pathname).toBe('/posts');
    expect(callsTo(spy, 'PATCH /api/user/update')).toHaveLength(0);
  });
});
