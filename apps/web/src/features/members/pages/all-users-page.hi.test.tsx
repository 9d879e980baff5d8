import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MemberList } from '@tlt/shared/back-office/members';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { PLANS, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { activateLocale } from '../../../lib/i18n.ts';
import AllUsersPage from './all-users-page.tsx';
import { memberRow } from './members-fixtures.ts';

const admin = makeUser({ _id: 'u-admin', name: 'Desk Admin', email: 'desk@example.com', userType: 'admin', payment: [] });
const asha = memberRow();
const ravi = memberRow({ _id: 'm2', name: 'Ravi Kumar', email: 'ravi@example.com', isProfitable: true, planType: 'Half-Yearly',
  endDate: new Date(Date.now() + 3 * 86400_000).toISOString() });

function setup(more: Partial<MemberList> = {}) {
  storeSession(admin);
  stubApi({
    'GET /api/auth': () => envelopeResponse(200, admin),
    'GET /api/plan/all': () => envelopeResponse(200, PLANS),
    'GET /api/user/all': () => envelopeResponse(200, { members: [asha, ravi], total: 1234, offset: 0, limit: 10, ...more } satisfies MemberList),
  });
  return renderRoutes([{ path: '/all-users', element: <AllUsersPage /> }], '/all-users');
}

describe('/hi/all-users (issue 30)', () => {
  beforeAll(() => activateLocale('hi'));
  afterAll(() => activateLocale('en'));

  it('says the headers, filters, badges, count and pager in Hindi; names and e-mails stay as written', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'मेंबर, नए पहले' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      ['नाम', 'ई-मेल', 'फ़ोन', 'प्लान', 'आख़िरी तारीख़', 'स्टेटस', 'चालू', 'प्रॉफ़िटेबल'],
    );
    expect(screen.getByRole('heading', { level: 1, name: 'सभी यूज़र' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /Ravi Kumar/ });
    expect(within(row).getByText('3 दिन में ख़त्म')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'प्रॉफ़िटेबल: Ravi Kumar' })).toBeInTheDocument();
    expect(within(table).getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText('1,234 मेंबर मिले')).toBeInTheDocument();
    expect(screen.getByText('1,234 में से 1–2')).toBeInTheDocument();
    expect(screen.getByLabelText('हर पेज पर पंक्तियाँ')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'प्लान की स्थिति' })).toHaveTextContent('7 दिन में ख़त्म होने वाले');
    expect(screen.getByRole('searchbox', { name: 'मेंबर सर्च करें' })).toHaveAttribute('placeholder', 'नाम, ई-मेल या फ़ोन से सर्च करें');
    expect(screen.getByRole('button', { name: 'अगला पेज' })).toBeInTheDocument();
  });

  it('says a broad search\'s capped count as "more than" and "1,000+" in Hindi', async () => {
    setup({ total: 1000, totalCapped: true });
    await screen.findByRole('table');
    expect(screen.getByText('1,000 से ज़्यादा मेंबर मिले: सर्च छोटी करने के लिए कोई शब्द या फ़िल्टर जोड़ें')).toBeInTheDocument();
    expect(screen.getByText('1,000+ में से 1–2')).toBeInTheDocument();
  });
});
