import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { INVOICE_SELLER_ITEM } from '@tlt/shared/content/launch-checklist';
import { envelopeResponse, stubFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { activateLocale } from '../../../lib/i18n.ts';
import { LaunchChecklist } from './launch-checklist.tsx';

// Issue 30 §8: the launch checklist on /hi/dashboard in Hindi; the items' labels come from the server in English.
describe('launch checklist in Hindi', () => {
  beforeAll(() => activateLocale('hi'));
  afterAll(() => activateLocale('en'));

  it('names what is left and the fields not yet in Hindi in Hindi', async () => {
    stubFetch(() => envelopeResponse(200, {
      items: [
        { ...INVOICE_SELLER_ITEM, pending: true },
        { id: 'support-email', label: 'Support e-mail', pending: true, href: '/admin/content?key=site.contact#field-supportEmail' },
      ],
      pending: 2,
      notInHindi: [{ key: 'pages.faqs', path: 'items.2.answer', label: 'FAQs page › Items 3', href: '/admin/content?key=pages.faqs#field-hi.items.2' }],
    }));
    renderRoutes([{ path: '/dashboard', element: <LaunchChecklist enabled /> }], '/dashboard');

    const left = await screen.findByRole('region', { name: /^लॉन्च से पहले/ });
    expect(within(left).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'सेलर का GSTIN और पता (इनके सेट होने तक कोई टैक्स इनवॉइस नहीं बन सकता)',
      'सपोर्ट ई-मेल',
    ]);
    const hindi = screen.getByRole('region', { name: 'अभी हिन्दी में नहीं: 1 फ़ील्ड' });
    expect(within(hindi).getByRole('link')).toHaveTextContent('FAQs पेज › आइटम 3');
  });
});
