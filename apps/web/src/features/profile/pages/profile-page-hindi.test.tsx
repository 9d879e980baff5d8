import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { activateLocale } from '../../../lib/i18n.ts';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { makePurchase, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import ProfilePage from './profile-page.tsx';

// The Hindi catalogues compile on first load: generous on a busy machine.
beforeAll(() => activateLocale('hi'), 60_000);
afterAll(() => activateLocale('en'));

describe('profile page in Hindi', () => {
  it('shows its headings, panels and buttons in Hindi; the member’s own name as written', async () => {
    const member = makeUser({ name: 'राहुल शर्मा' });
    storeSession(member);
    stubApi({
      'GET /api/auth': () => envelopeResponse(200, member),
      'GET /api/learning/my-courses': () => envelopeResponse(200, [makePurchase('technical-analysis', 'Profitable Trading Masterclass')]),
    });
    renderRoutes([{ path: '/profile', element: <ProfilePage /> }], '/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'अकाउंट' });
    expect(within(account).getByText('राहुल शर्मा')).toBeInTheDocument();
    expect(within(account).getByRole('button', { name: 'नाम और मोबाइल बदलें' })).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'प्लान और अवधि' });
    expect(within(plan).getByText('प्लान')).toBeInTheDocument();
    expect(within(plan).getByText(/दिन बाकी$/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'पासवर्ड बदलें' })).toBeInTheDocument();
    expect(screen.getByLabelText('पुराना पासवर्ड')).toBeInTheDocument();
    expect(screen.queryByText('My Profile')).not.toBeInTheDocument();
  });

  it('names the plan and the courses in Hindi, and marks the name and e-mail as the member’s own (issue 30 §8)', async () => {
    const member = makeUser({ name: 'Walker Member', email: 'walker@example.com' });
    storeSession(member);
    stubApi({
      'GET /api/auth': () => envelopeResponse(200, member),
      'GET /api/learning/my-courses': () => envelopeResponse(200, [makePurchase('technical-analysis', 'Profitable Trading Masterclass')]),
    });
    renderRoutes([{ path: '/profile', element: <ProfilePage /> }], '/profile');
    const account = screen.getByRole('region', { name: 'अकाउंट' });
    expect(within(account).getByText('Walker Member')).toHaveAttribute('translate', 'no');
    expect(within(account).getByText('walker@example.com')).toHaveAttribute('translate', 'no');
    const plan = screen.getByRole('region', { name: 'प्लान और अवधि' });
    expect(within(plan).getByText('प्लान').nextSibling).toHaveTextContent(/^छमाही$/);
    const courses = screen.getByRole('region', { name: 'कोर्स एक्सेस' });
    expect(await within(courses).findByText('प्रॉफ़िटेबल ट्रेडिंग मास्टरक्लास')).toBeInTheDocument();
  });
});
