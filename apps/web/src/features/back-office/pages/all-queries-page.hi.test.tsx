import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { envelopeResponse, storeSession, stubFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { activateLocale } from '../../../lib/i18n.ts';
import AllQueriesPage from './all-queries-page.tsx';
import { ADMIN, contactQuery } from './back-office-fixtures.ts';

const ravi = contactQuery({ image: '/uploads/images/abc.webp' });

function setup(queries = [ravi], total = queries.length) {
  storeSession(ADMIN);
  stubFetch((input) => {
    const url = new URL(input, 'http://x');
    if (url.pathname === '/api/auth') return envelopeResponse(200, ADMIN);
    if (url.pathname === '/api/contactus/allQueries') return envelopeResponse(200, { queries, total, limit: 50, offset: 0 });
    return envelopeResponse(404, undefined, `unstubbed ${url.pathname}`);
  });
  return renderRoutes([{ path: '/all-queries', element: <AllQueriesPage /> }], '/all-queries');
}

describe('/hi/all-queries (issue 30)', () => {
  beforeAll(() => activateLocale('hi'));
  afterAll(() => activateLocale('en'));

  it('says the headers, status, action and filters in Hindi; the sender\'s message stays as written', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'सवाल, नए पहले' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      ['नाम', 'ईमेल', 'संपर्क', 'मैसेज', 'इमेज', 'मिला', 'स्टेटस', 'काम'],
    );
    const row = within(table).getByRole('row', { name: /Ravi Kumar/ });
    expect(within(row).getByText(/How do I join the webinar\?/)).toBeInTheDocument();
    expect(within(row).getByText('चालू')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Ravi Kumar का सवाल हल करें' })).toHaveTextContent('हल करें');
    expect(within(row).getByRole('button', { name: 'Ravi Kumar की फ़ोटो देखें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'सभी सवाल' })).toBeInTheDocument();
    expect(screen.getByText('1 खुला सवाल')).toBeInTheDocument();
    const filter = screen.getByRole('group', { name: 'स्टेटस' });
    expect(within(filter).getAllByRole('button').map((b) => b.textContent)).toEqual(['चालू', 'हल हुआ', 'सभी']);
  });

  it('says the empty list in Hindi', async () => {
    setup([], 0);
    expect(await screen.findByText('कोई रिकॉर्ड नहीं मिला')).toBeInTheDocument();
  });
});
