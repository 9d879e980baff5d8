import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SITE_CONTACT_SEED } from '@tlt/shared/content/site-seed';
import { envelopeResponse } from '../../../test/fixtures.ts';
import { COURSES, PLANS, makePlanConfig, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { activateLocale } from '../../../lib/i18n.ts';
import PricingPlansPage from './pricing-plans-page.tsx';

// Issue 30 §1: /hi/pricing-plans in Hindi, plan names and prices as they are.
describe('pricing plans page in Hindi', () => {
  beforeAll(() => activateLocale('hi'));
  afterAll(() => activateLocale('en'));

  it('shows its headings, cards and description in Hindi', async () => {
    stubApi({
      'GET /api/content/values': () => envelopeResponse(200, { 'site.contact': { ...SITE_CONTACT_SEED, courseSiteUrl: 'https://courses.example.in' } }),
      'GET /api/plan/all': () => envelopeResponse(200, PLANS),
      'GET /api/plan/config': () => envelopeResponse(200, [makePlanConfig()]),
      'GET /api/learning/courses': () => envelopeResponse(200, COURSES),
    });
    renderRoutes([{ path: '/pricing-plans', element: <PricingPlansPage /> }], '/pricing-plans');

    expect(screen.getByRole('heading', { level: 1, name: 'प्लान और कीमतें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'मेंबरशिप प्लान' })).toBeInTheDocument();
    const yearly = await screen.findByRole('article', { name: 'Yearly प्लान' });
    expect(within(yearly).getByRole('link', { name: 'Yearly प्लान से शुरू करें' })).toHaveTextContent('शुरू करें');
    expect(within(yearly).getByText('12 महीने')).toBeInTheDocument();
    expect(within(yearly).getByText('₹31,499')).toBeInTheDocument();
    expect(within(yearly).getByText('स्टॉप लॉस और कारण के साथ रियल-टाइम ट्रेड अलर्ट')).toBeInTheDocument();
    // The plan lengths come from the catalogue, joined with the Hindi "or".
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringMatching(/^3, 6 या 12 महीने के मेंबरशिप प्लान/));
  });
});
