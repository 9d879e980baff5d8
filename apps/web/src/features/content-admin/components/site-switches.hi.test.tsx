import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelopeResponse, makeUser, storeSession, stubFetch } from '../../../test/fixtures.ts';
import { TestProviders } from '../../../test/render.tsx';
import { visibleEnglish } from '../../../test/english-words.ts';
import { activateLocale } from '../../../lib/i18n.ts';
import { AnalyticsIdsForm } from './site-switches.tsx';

beforeAll(() => activateLocale('hi'), 60_000);
afterAll(() => activateLocale('en'));

// Issue 30 §8: the analytics ids' refusals (the shared schema's) in Hindi on /hi/admin/content.
describe('the analytics ids form in Hindi', () => {
  it('refuses a malformed id in Hindi before sending it', async () => {
    storeSession(makeUser({ userType: 'admin', payment: [] }));
    const spy = stubFetch((url) => (url === '/api/admin/settings/analytics'
      ? envelopeResponse(200, { gaMeasurementId: { value: null, env: null, effective: null }, metaPixelId: { value: null, env: null, effective: null } })
      : envelopeResponse(404, undefined, 'Not found')));
    render(<TestProviders><AnalyticsIdsForm /></TestProviders>);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Google Analytics मेज़रमेंट आईडी'), 'UA-1');
    await user.type(screen.getByLabelText('Meta pixel आईडी'), 'abc');
    await user.click(screen.getByRole('button', { name: 'एनालिटिक्स आईडी सेव करें' }));
    expect(screen.getByLabelText('Google Analytics मेज़रमेंट आईडी')).toHaveAccessibleDescription(/Google Analytics की मेज़रमेंट आईडी लिखें, जैसे G-AB12CD34EF$/);
    const pixel = screen.getByLabelText('Meta pixel आईडी');
    expect(pixel).toHaveAccessibleDescription(/Meta pixel आईडी में सिर्फ़ अंक होते हैं/);
    // The example id is the id itself, not a word.
    for (const alert of screen.getAllByRole('alert')) expect(visibleEnglish(alert, ['Google Analytics', 'Meta pixel', 'G-AB12CD34EF'])).toEqual([]);
    expect(spy.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });
});
