import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { ACCOUNT_MSG } from '@tlt/shared/account';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { activateLocale } from '../../../lib/i18n.ts';
import { DeleteAccount } from './delete-account.tsx';

beforeAll(() => activateLocale('hi'), 60_000);
afterAll(() => activateLocale('en'));

const WRONG_HI = 'पासवर्ड ग़लत है।';

// Issue 30 §5: on /hi the server says "Incorrect password" in Hindi; the form still knows it and puts it on the field.
describe('deleting the account on a Hindi page', () => {
  it('puts the server’s Hindi "incorrect password" under the password field, not in a toast', async () => {
    const member = makeUser();
    storeSession(member);
    stubApi({
      'GET /api/auth': () => envelopeResponse(200, member),
      'POST /api/user/me/delete': () => envelopeResponse(400, undefined, WRONG_HI),
    });
    const { user } = renderRoutes([{ path: '/profile', element: <DeleteAccount /> }], '/profile');
    await user.click(screen.getByRole('button', { name: 'मेरा अकाउंट डिलीट करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'अपना अकाउंट डिलीट करें?' });
    await user.type(within(dialog).getByLabelText('आपका पासवर्ड'), 'Nope!1234');
    await user.click(within(dialog).getByRole('button', { name: 'मेरा अकाउंट डिलीट करें' }));
    expect(await within(dialog).findByText(WRONG_HI)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('आपका पासवर्ड')).toHaveAccessibleDescription(WRONG_HI);
    expect(toast.error).not.toHaveBeenCalled();
    expect(ACCOUNT_MSG.incorrectPassword).toBe('Incorrect password');
  });
});
