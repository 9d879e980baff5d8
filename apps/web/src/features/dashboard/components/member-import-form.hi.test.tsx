import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestProviders } from '../../../test/render.tsx';
import { activateLocale } from '../../../lib/i18n.ts';
import { MemberImportForm } from './member-import-form.tsx';

beforeAll(() => activateLocale('hi'), 60_000);
afterAll(() => activateLocale('en'));

// Issue 30 §8: the import form's own refusals (the shared IMPORT_MSG) in Hindi on /hi.
describe('the member import form in Hindi', () => {
  it('asks for the file in Hindi', async () => {
    render(<TestProviders><MemberImportForm plans={[]} /></TestProviders>);
    await userEvent.setup().click(screen.getByRole('button', { name: 'इंपोर्ट करें' }));
    expect(screen.getByText('कृपया इम्पोर्ट के लिए Excel फ़ाइल चुनें')).toBeInTheDocument();
    expect(screen.queryByText(/Please choose/)).toBeNull();
  });
});
