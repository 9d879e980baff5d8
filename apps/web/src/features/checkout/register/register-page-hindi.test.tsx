import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { envelopeResponse } from '../../../test/fixtures.ts';
import { PLANS, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { activateLocale } from '../../../lib/i18n.ts';
import RegisterPage from './register-page.tsx';

// Issue 30 §1: /hi/register speaks Hindi through its three steps.
describe('register page in Hindi', () => {
  beforeAll(() => activateLocale('hi'));
  afterAll(() => activateLocale('en'));

  it('names its steps, fields and buttons in Hindi', async () => {
    stubApi({
      'GET /api/plan/all': () => envelopeResponse(200, PLANS),
      'POST /api/user/isUserExists': () => envelopeResponse(200, false),
    });
    const { user, container } = renderRoutes([{ path: '/register', element: <RegisterPage /> }], '/register');

    expect(screen.getByRole('heading', { level: 1, name: 'जुड़ें' })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'रजिस्ट्रेशन के स्टेप' });
    expect(steps).toHaveTextContent('आपकी जानकारी');
    expect(steps).toHaveTextContent('इन्वेस्टर प्रोफ़ाइल');
    expect(steps).toHaveTextContent('प्लान और भुगतान');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('तीन स्टेप में'));

    await user.type(screen.getByLabelText('नाम'), 'राहुल शर्मा');
    await user.type(container.querySelector('input[type="email"]')!, 'rahul@example.com');
    await user.type(screen.getByLabelText('संपर्क'), '9876543210');
    await user.type(screen.getByLabelText('पासवर्ड'), 'Secret@123');
    await user.type(screen.getByLabelText('पासवर्ड दोबारा डालें'), 'Secret@123');
    expect(screen.getByRole('link', { name: /नियम और शर्तें/ })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'जुड़ें' }));

    // Step 2: the investor profile, its options in Hindi.
    expect(await screen.findByRole('button', { name: 'छोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '1 साल से कम' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'छोड़ें' }));

    // Step 3: the plans and the pay button.
    const plans = await screen.findByRole('group', { name: 'प्लान' });
    expect(within(plans).getAllByText('यह प्लान चुनें').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /भुगतान करें$/ })).toBeInTheDocument();
    expect(screen.getByText('सुरक्षित भुगतान। जुड़ने के 7 दिन के अंदर पूरा रिफंड।')).toBeInTheDocument();
  });
});
