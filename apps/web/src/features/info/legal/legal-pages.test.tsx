import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '../../../app/routes.tsx';
import { renderRoutes } from '../../../test/render.tsx';
import { FIRST_PAINT, stubContentApi } from '../../../test/content-fixtures.ts';

beforeEach(() => {
  stubContentApi();
});

describe('legal pages', () => {
  it.each([
    ['/refund-policy', 'Refund Policy', /convenience fee and GST/, 'Refund Policy | The Lazy Trader'],
    ['/privacy-policy', 'Privacy Policy', /Digital Personal Data Protection Act, 2023/, 'Privacy Policy | The Lazy Trader'],
    ['/disclaimer', 'Disclaimer', /99% of traders lose money/, 'Disclaimer | The Lazy Trader'],
    ['/terms-and-conditions', 'Terms and Conditions', /governed by the laws of India/, 'Terms and Conditions | The Lazy Trader'],
  ])('%s shows its heading, sections and text', async (path, title, copy, documentTitle) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getAllByText(copy).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(2);
    await waitFor(() => expect(document.title).toBe(documentTitle));
  });

  it('shows the 7-day badge and the refund rules', async () => {
    renderRoutes(routes, '/refund-policy');
    expect(await screen.findByText('Day Money-Back', undefined, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText(/full refund within 7 calendar days from the date of payment/)).toBeInTheDocument();
    expect(screen.getByText(/the refund is 80% of the amount paid/)).toBeInTheDocument();
  });

  it('links to the other policies, not to itself', async () => {
    renderRoutes(routes, '/disclaimer');
    const related = await screen.findByRole('navigation', { name: 'Related policies' }, FIRST_PAINT);
    expect(related).toHaveTextContent('Refund Policy');
    expect(related).not.toHaveTextContent('Disclaimer');
  });
});

describe('footer', () => {
  it.each([
    ['About Us', 'About Us'],
    ['Privacy Policy', 'Privacy Policy'],
    ['Terms & Conditions', 'Terms and Conditions'],
    ['FAQs', 'Frequently Asked Questions'],
    ['Disclaimer', 'Disclaimer'],
  ])('"%s" lands on a real page', async (label, heading) => {
    const { user } = renderRoutes(routes, '/refund-policy');
    const footer = await screen.findByRole('navigation', { name: 'Footer' }, FIRST_PAINT);
    await user.click(within(footer).getByRole('link', { name: label }));
    expect(await screen.findByRole('heading', { level: 1, name: heading }, FIRST_PAINT)).toBeInTheDocument();
  });
});
