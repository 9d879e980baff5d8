import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { EMI_SEED } from '@tlt/shared/content/landing';
import { FALLBACK_WHATSAPP_LINK } from '@tlt/shared/webinar';
import { envelopeResponse, makeUser, storeSession, stubFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { activateLocale } from '../../../lib/i18n.ts';
import ContentAdminPage from './content-admin-page.tsx';

const admin = makeUser({ userType: 'admin', payment: [] });

// Issue 30 §8: /hi/admin/content speaks Hindi; the content keys (ids) are marked as code, not words.
describe('the content editor in Hindi', () => {
  beforeAll(() => activateLocale('hi'));
  afterAll(() => activateLocale('en'));

  it('names the sections, the fields and its panels in Hindi', async () => {
    storeSession(admin);
    stubFetch((url) => {
      if (url === '/api/content') return envelopeResponse(200, [{ key: 'landing.emi', title: 'Landing: EMI banner and dialog' }]);
      if (url === '/api/admin/content/landing.emi')
        return envelopeResponse(200, { key: 'landing.emi', title: 'Landing: EMI banner and dialog', value: EMI_SEED, hi: {}, stored: false, versions: [] });
      if (url === '/api/underMaintenance') return envelopeResponse(200, { isTLT: false });
      if (url === '/api/admin/settings/analytics')
        return envelopeResponse(200, { gaMeasurementId: { value: null, env: null, effective: null }, metaPixelId: { value: null, env: null, effective: null } });
      if (url === '/api/webinar/config') return envelopeResponse(200, { customWebinarDate: null, whatsappLink: FALLBACK_WHATSAPP_LINK });
      if (url === '/api/auth') return envelopeResponse(200, admin);
      return envelopeResponse(404, undefined, 'Not found');
    });
    renderRoutes([{ path: '/admin/content', element: <ContentAdminPage /> }], '/admin/content?key=landing.emi');

    expect(screen.getByRole('heading', { level: 1, name: 'साइट का कंटेंट' })).toBeInTheDocument();
    const keys = await screen.findByRole('navigation', { name: 'कंटेंट की सूची' });
    const button = within(keys).getByRole('button');
    expect(button).toHaveTextContent('लैंडिंग: EMI बैनर और डायलॉग');
    expect(within(button).getByText('landing.emi')).toHaveAttribute('translate', 'no');
    expect(await screen.findByRole('heading', { level: 2, name: 'लैंडिंग: EMI बैनर और डायलॉग' })).toBeInTheDocument();
    expect(screen.getByText('· अभी भी साइट का शुरुआती टेक्स्ट', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^हेडिंग/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'मेंटेनेंस' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सेव करें' })).toBeInTheDocument();
  });
});
