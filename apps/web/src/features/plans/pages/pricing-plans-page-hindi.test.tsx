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
    // The plan's name in Hindi too (planName), so the card holds no English word (issue 30 §8).
    const yearly = await screen.findByRole('article', { name: 'सालाना प्लान' });
    expect(within(yearly).getByRole('link', { name: 'सालाना प्लान से शुरू करें' })).toHaveTextContent('शुरू करें');
    expect(within(yearly).getByText('सालाना')).toBeInTheDocument();
    expect(within(yearly).getByText('12 महीने')).toBeInTheDocument();
    expect(within(yearly).getByText('₹31,499')).toBeInTheDocument();
    expect(within(yearly).getByText('पहले की कीमत')).toBeInTheDocument();
    expect(within(yearly).getByText('नो-कॉस्ट EMI ₹5,850/महीना से (6 महीने तक)')).toBeInTheDocument();
    expect(within(yearly).getByText('स्टॉप लॉस और कारण के साथ रियल-टाइम ट्रेड अलर्ट')).toBeInTheDocument();
    expect(within(yearly).getByText('ट्रेडिंग साइकोलॉजी मास्टरक्लास शामिल')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'छमाही प्लान' })).toHaveTextContent('EMI ₹3,000/महीना से');
    // The seeded courses in the shared catalogue's Hindi: name, length and access.
    const course = screen.getByRole('heading', { level: 3, name: 'प्रॉफ़िटेबल ट्रेडिंग मास्टरक्लास' }).closest('article')!;
    expect(within(course).getByText('10+ घंटे')).toBeInTheDocument();
    expect(within(course).getByText(/12 महीने/)).toBeInTheDocument();
    // The plan lengths come from the catalogue, joined with the Hindi "or".
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringMatching(/^3, 6 या 12 महीने के मेंबरशिप प्लान/));
  });
});
