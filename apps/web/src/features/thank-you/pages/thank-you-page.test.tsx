import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { makePurchase, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import ThankYouPage from './thank-you-page.tsx';
import { SITE_CONTACT_SEED, type SiteContact } from '@tlt/shared/content/site-seed';
import { withoutPlaceholders } from '@tlt/shared/content/placeholders';

function setup(user?: ReturnType<typeof makeUser>, site: SiteContact = SITE_CONTACT_SEED) {
  if (user) storeSession(user);
  stubApi({
    'GET /api/auth': () => envelopeResponse(200, user),
    // The course site and the store links are the site's content (a demo's samples here).
    'GET /api/content/values': () => envelopeResponse(200, { 'site.contact': site }),
    'GET /api/learning/my-courses': () =>
      envelopeResponse(200, [
        makePurchase('technical-analysis', 'Profitable Trading Masterclass'),
        makePurchase('trading-psychology', 'Trading Psychology Masterclass'),
      ]),
  });
  return renderRoutes([{ path: '/thank-you', element: <ThankYouPage /> }], '/thank-you');
}

function withPlan(planType: string, endInDays = 300) {
  const base = makeUser({ name: 'Ravi Kumar' });
  return makeUser({
    name: 'Ravi Kumar',
    payment: [{ ...base.payment[0], planType, endDate: new Date(Date.now() + endInDays * 86400000).toISOString() }],
  });
}

describe('thank-you page', () => {
  it('congratulates a Yearly member, with Join Community, the course site, courses and both apps', async () => {
    setup(withPlan('Yearly'));
    expect(screen.getByRole('heading', { level: 1, name: 'Congratulations, Ravi!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Community' })).toHaveAttribute('href', '/posts');
    expect(await screen.findByRole('link', { name: /Go to the course site/ }, { timeout: 5000 })).toHaveAttribute('target', '_blank');
    expect(await screen.findByText('Trading Psychology Masterclass')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get The Lazy Trader Courses on Google Play/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get The Lazy Trader Community on Google Play/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download The Lazy Trader Community on the App Store/ })).toBeInTheDocument();
  });

  it('gives a Quarterly member the community app only', async () => {
    setup(withPlan('Quarterly', 60));
    expect(screen.getByRole('heading', { level: 1, name: /Congratulations/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Community on Google Play/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Go to the course site/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Courses on Google Play/ })).not.toBeInTheDocument();
  });

  it('links no course site or app store while their addresses are placeholders (issue 26 §8)', async () => {
    setup(withPlan('Yearly'), withoutPlaceholders('site.contact', SITE_CONTACT_SEED, SITE_CONTACT_SEED));
    expect(await screen.findByText('Trading Psychology Masterclass')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Go to the course site/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Google Play|App Store/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open course/ })).not.toBeInTheDocument();
  });

  it.each([
    ['a visitor without a session', undefined],
    ['a signed-in user without a current plan', makeUser({ payment: [] })],
  ])('tells %s they are not a member', (_who, user) => {
    setup(user);
    expect(screen.getByRole('heading', { level: 1, name: "You're not a member" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Member' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Join Community' })).not.toBeInTheDocument();
  });
});
