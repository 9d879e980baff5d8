import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { activateLocale } from '../../lib/i18n.ts';
import { envelopeResponse, makeUser, storeSession } from '../../test/fixtures.ts';
import { stubApi } from '../../test/billing-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { useCalculator } from './calculator-provider.tsx';

function Opener() {
  const calculator = useCalculator();
  return (
    <button type="button" onClick={() => calculator.open()}>
      Open calculator
    </button>
  );
}

// The dialog's chunk and the Hindi catalogues compile on first load: generous on a busy machine.
beforeAll(async () => {
  await import('./calculator-dialog.tsx');
  await activateLocale('hi');
}, 60_000);
afterAll(() => activateLocale('en'));
// The contracts call is unstubbed: its fallback logs, which is not what this test is about.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('trade calculator in Hindi', () => {
  it('labels, asks and answers in Hindi, with Indian grouping', async () => {
    const member = makeUser();
    storeSession(member);
    stubApi({ 'GET /api/auth': () => envelopeResponse(200, member) });
    const { user } = renderRoutes([{ path: '*', element: <Opener /> }], '/user-dashboard');
    await user.click(screen.getByRole('button', { name: 'Open calculator' }));
    expect(await screen.findByRole('dialog', { name: 'ट्रेड कैलकुलेटर' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'इक्विटी' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'कमोडिटी' })).toBeInTheDocument();
    const result = screen.getByRole('region', { name: 'नतीजा' });
    expect(result).toHaveTextContent('कितना ट्रेड करना है, यह देखने के लिए कैपिटल, रिस्क, एंट्री और स्टॉप लॉस भरें।');

    for (const [label, value] of [['कैपिटल', '100000'], ['रिस्क', '1'], ['एंट्री प्राइस', '100'], ['स्टॉप लॉस', '95']]) {
      await user.type(screen.getByLabelText(label), value);
    }
    expect(result).toHaveTextContent('पोजीशन साइज़');
    expect(result).toHaveTextContent('200 शेयर खरीदें');
    expect(result).toHaveTextContent('रिस्क पर रकम');
    expect(result).toHaveTextContent('आपका रिस्क बजट ₹1,000 है');
  });
});
