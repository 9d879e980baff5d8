import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { envelopeResponse } from '../../../test/fixtures.ts';
import { COURSES, PLANS, makePlanConfig, stubApi } from '../../../test/billing-fixtures.ts';
import { SITE_CONTACT_SEED } from '@tlt/shared/content/site-seed';
import { renderRoutes } from '../../../test/render.tsx';
import PricingPlansPage from './pricing-plans-page.tsx';

const COURSE_SITE = 'https://courses.thelazytrader.in';

function setup(config = makePlanConfig(), courseSiteUrl = COURSE_SITE) {
  stubApi({
    'GET /api/content/values': () => envelopeResponse(200, { 'site.contact': { ...SITE_CONTACT_SEED, courseSiteUrl } }),
    'GET /api/plan/all': () => envelopeResponse(200, PLANS),
    'GET /api/plan/config': () => envelopeResponse(200, [config]),
    'GET /api/learning/courses': () => envelopeResponse(200, COURSES),
  });
  return renderRoutes([{ path: '/pricing-plans', element: <PricingPlansPage /> }], '/pricing-plans');
}

describe('pricing plans page', () => {
  it('sends each Get Started to /register with its plan id', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Plans & Pricing' })).toBeInTheDocument();
    for (const [planType, id] of [['Quarterly', 1], ['Half-Yearly', 2], ['Yearly', 3]] as const) {
      const card = await screen.findByRole('article', { name: `${planType} plan` });
      expect(within(card).getByRole('link', { name: /Get Started/ })).toHaveAttribute('href', `/register?plan_selected=${id}`);
    }
  });

  it('prints struck-out price, price and the EMI line by the EMI rules', async () => {
    setup();
    const yearly = await screen.findByRole('article', { name: 'Yearly plan' });
    expect(within(yearly).getByText('₹31,499')).toBeInTheDocument();
    expect(within(yearly).getByText('₹35,100').tagName).toBe('S');
    expect(within(yearly).getByText('No-cost EMI from ₹5,850/month (up to 6 months)')).toBeInTheDocument();
    const half = screen.getByRole('article', { name: 'Half-Yearly plan' });
    expect(within(half).getByText('EMI from ₹3,000/month')).toBeInTheDocument();
    const quarterly = screen.getByRole('article', { name: 'Quarterly plan' });
    expect(within(quarterly).queryByText(/EMI/)).not.toBeInTheDocument();
  });

  it('lists both courses with a Buy Course link to the course site in a new tab', async () => {
    setup();
    const buy = await screen.findByRole('link', { name: /Buy Course: Profitable Trading Masterclass/ }, { timeout: 5000 });
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy.getAttribute('href')).toBe(`${COURSE_SITE}/courses/technical-analysis`);
    expect(screen.getByText('104 lessons')).toBeInTheDocument();
    expect(screen.getByText('10+ hrs')).toBeInTheDocument();
    expect(screen.getByText('₹4,000')).toBeInTheDocument();
  });

  it('lists the courses without a Buy Course link while the course site is not set (issue 26 §8)', async () => {
    setup(undefined, '');
    expect(await screen.findByText('104 lessons')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Buy Course/ })).not.toBeInTheDocument();
  });

  it('shows the offer countdown while the offer runs, and links to FAQs and Contact Us', async () => {
    setup();
    expect(await screen.findByRole('timer')).toHaveTextContent(/^0[23]:\d\d:\d\d$/);
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });

  it('hides the countdown once the offer has expired', async () => {
    setup(makePlanConfig({ expired: true }));
    await screen.findByRole('article', { name: 'Yearly plan' });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
