import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { linkField, phoneField, requiredText, ui } from '@tlt/shared/content/widgets';
import { envelopeResponse, stubFetch } from '../../../test/fixtures.ts';
import { TestProviders } from '../../../test/render.tsx';
import { visibleEnglish } from '../../../test/english-words.ts';
import { activateLocale } from '../../../lib/i18n.ts';
import { ContentForm } from './content-form.tsx';

// The Hindi catalogues compile on first load: generous on a busy machine.
beforeAll(() => activateLocale('hi'), 60_000);
afterAll(() => activateLocale('en'));

const schema = z.object({
  title: requiredText(40),
  link: linkField,
  phone: ui(phoneField, { title: 'WhatsApp number' }),
  stars: z.number().int().min(1).max(5),
  icon: z.enum(['chart', 'bell']),
});
const value = { title: 'Plans from {plan:12:price}', link: 'https://example.com/a', phone: '+91 98765 43210', stars: 5, icon: 'chart' };

function setup() {
  const puts: unknown[] = [];
  stubFetch((url, init) => {
    if (url === '/api/admin/content/test.key' && init.method === 'PUT') puts.push(JSON.parse(String(init.body)));
    return envelopeResponse(404, undefined, 'Not found');
  });
  const { container } = render(
    <TestProviders>
      <ContentForm contentKey="test.key" entry={{ schema }} admin={{ key: 'test.key', title: 'Landing: hero', value, hi: {}, stored: true, versions: [] }} />
    </TestProviders>,
  );
  return { user: userEvent.setup(), puts, container };
}

// Issue 30 §1/§8: the content editor's placeholder help and its form's refusals in Hindi on /hi/admin/content.
describe('the content form in Hindi', () => {
  it('explains the plan placeholders in Hindi, the placeholders themselves marked as code', async () => {
    const { user, container } = setup();
    const help = container.querySelector('details')!;
    await user.click(within(help).getByText('प्लान की अवधि और कीमत के प्लेसहोल्डर'));
    expect(within(help).getByText('हर प्लान की अवधि, जैसे “3, 6 या 12”')).toBeInTheDocument();
    expect(within(help).getByText('उसकी कटी हुई कीमत')).toBeInTheDocument();
    const example = within(help).getAllByText('{plan:12:price}').find((el) => el.tagName === 'CODE' && el.closest('dd'))!;
    expect(example).toHaveAttribute('translate', 'no');
    expect(visibleEnglish(help, ['EMI'])).toEqual([]);
  });

  it('refuses a bad draft with the schemas’ messages in Hindi, and sends nothing', async () => {
    const { user, puts, container } = setup();
    await user.clear(screen.getByLabelText('टाइटल'));
    const link = screen.getByLabelText('लिंक');
    await user.clear(link);
    await user.type(link, 'http://example.com');
    const phone = screen.getByLabelText('WhatsApp नंबर');
    await user.clear(phone);
    await user.type(phone, '12');
    await user.clear(screen.getByLabelText('स्टार'));
    await user.click(screen.getByRole('button', { name: 'सेव करें' }));

    expect(screen.getByLabelText('टाइटल')).toHaveAccessibleDescription('कृपया इसे भरें');
    expect(link).toHaveAccessibleDescription('https:// वाला पता होना चाहिए, जैसे https://example.com/page');
    expect(phone).toHaveAccessibleDescription('नंबर देश के कोड के साथ लिखें, जैसे +91 98765 43210');
    expect(screen.getByLabelText('स्टार')).toHaveAccessibleDescription('कोई संख्या लिखें');
    const box = screen.getAllByRole('alert').find((a) => a.querySelector('ul'))!;
    expect(within(box).getAllByRole('listitem').map((li) => li.textContent)).toContain('टाइटल: कृपया इसे भरें');
    // "https://" is how the address begins, not a word to translate.
    expect(visibleEnglish(box, ['WhatsApp', 'https://'])).toEqual([]);
    // The rest of the form: the English draft is marked as the English page's text, the icon's name as a code.
    expect(visibleEnglish(container.querySelector('form')!.parentElement!, ['WhatsApp', 'EMI', 'https://'])).toEqual([]);
    expect(puts).toHaveLength(0);
  });
});
