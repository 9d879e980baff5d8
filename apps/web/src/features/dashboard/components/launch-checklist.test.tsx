import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { envelopeResponse, stubFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { LaunchChecklist } from './launch-checklist.tsx';

const item = (id: string, label: string, pending: boolean, href: string) => ({ id, label, pending, href });

const notInHindi = (key: string, path: string, label: string) => ({ key, path, label, href: `/admin/content?key=${key}#field-hi.${path}` });

function setup(items: ReturnType<typeof item>[], missingHindi: ReturnType<typeof notInHindi>[] = []) {
  stubFetch((url) => url === '/api/admin/launch-checklist'
    ? envelopeResponse(200, { items, pending: items.filter((i) => i.pending).length, notInHindi: missingHindi })
    : envelopeResponse(404, undefined, 'Not found'));
  return renderRoutes([
    { path: '/dashboard', element: <LaunchChecklist enabled /> },
    { path: '/admin/content', element: <p>Content editor</p> },
  ], '/dashboard');
}

describe('launch checklist on the admin dashboard', () => {
  it('lists what is left, each a link to its field, and what is done apart', async () => {
    const { user, router } = setup([
      item('support-email', 'Support e-mail', true, '/admin/content?key=site.contact#field-supportEmail'),
      item('social', 'Social links (footer)', false, '/admin/content?key=site.contact#field-social'),
      item('invoice-seller', 'Seller’s details on tax invoices (name, address, GSTIN)', true, '/admin/invoice-settings'),
    ]);
    const section = await screen.findByRole('region', { name: 'Before launch: 2 placeholders left' });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Support e-mail', 'Seller’s details on tax invoices (name, address, GSTIN)']);
    expect(links[1]).toHaveAttribute('href', '/admin/invoice-settings');
    expect(within(section).getByText('Done (1)')).toBeInTheDocument();
    await user.click(links[0]);
    expect(router.state.location).toMatchObject({ pathname: '/admin/content', search: '?key=site.contact', hash: '#field-supportEmail' });
  });

  it('says so in one line once nothing is left', async () => {
    setup([item('social', 'Social links (footer)', false, '/admin/content?key=site.contact#field-social')]);
    expect(await screen.findByText('Launch checklist: every placeholder has been replaced.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('lists the fields not yet in Hindi, each a link to its Hindi box', async () => {
    const { user, router } = setup(
      [item('social', 'Social links (footer)', false, '/admin/content?key=site.contact#field-social')],
      [notInHindi('pages.faqs', 'items.2.answer', 'FAQs page › Items 3 › Answer'), notInHindi('landing.hero', 'intro', 'Landing: hero › Intro')],
    );
    const section = await screen.findByRole('region', { name: 'Not yet in Hindi: 2 fields' });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['FAQs page › Items 3 › Answer', 'Landing: hero › Intro']);
    expect(screen.getByText('Launch checklist: every placeholder has been replaced.')).toBeInTheDocument();
    await user.click(links[0]);
    expect(router.state.location).toMatchObject({ pathname: '/admin/content', search: '?key=pages.faqs', hash: '#field-hi.items.2.answer' });
  });

  it('shows no Hindi list when every field has its Hindi', async () => {
    setup([item('social', 'Social links (footer)', false, '/admin/content?key=site.contact#field-social')]);
    expect(await screen.findByText('Launch checklist: every placeholder has been replaced.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Not yet in Hindi/ })).not.toBeInTheDocument();
  });
});
