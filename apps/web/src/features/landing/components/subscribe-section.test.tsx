import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { envelopeResponse, stubFetch } from '../../../test/fixtures.ts';
import { TestProviders } from '../../../test/render.tsx';
import { SubscribeSection } from './subscribe-section.tsx';
import { activateLocale } from '../../../lib/i18n.ts';

function setup() {
  const seen = new Set<string>();
  const spy = stubFetch((url, init) => {
    if (url === '/api/subscribers/subscribe' && init.method === 'POST') {
      const { email } = JSON.parse(String(init.body)) as { email: string };
      const repeat = seen.has(email);
      seen.add(email);
      return envelopeResponse(200, null, repeat ? MSG.alreadySubscribed : MSG.subscribed);
    }
    return envelopeResponse(404, undefined, 'Not found');
  });
  const user = userEvent.setup();
  render(
    <TestProviders>
      <SubscribeSection />
      <Toaster />
    </TestProviders>,
  );
  return { user, spy, input: screen.getByLabelText('Email'), button: screen.getByRole('button', { name: 'Subscribe' }) };
}

describe('subscribe section', () => {
  it('says "Email is required!!" and "Invalid Email" before calling the server', async () => {
    const { user, spy, input, button } = setup();
    await user.click(button);
    expect(await screen.findByText(MSG.emailRequired)).toBeInTheDocument();
    await user.type(input, 'not-an-email');
    await user.click(button);
    expect(await screen.findByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(spy.mock.calls.filter(([u]) => String(u).includes('subscribers'))).toHaveLength(0);
  });

  it('posts the email and toasts the server message, for a new and a repeat subscriber', async () => {
    const { user, spy, input, button } = setup();
    await user.type(input, 'Trader@Example.com');
    await user.click(button);
    expect(await screen.findByText(MSG.subscribed)).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue(''));
    expect(JSON.parse(String(spy.mock.calls[spy.mock.calls.length - 1][1]?.body))).toEqual({ email: 'trader@example.com' });
    await user.type(input, 'trader@example.com');
    await user.click(button);
    expect(await screen.findByText(MSG.alreadySubscribed)).toBeInTheDocument();
  });

  it('says the network failed in the page’s language: Hindi on a Hindi page, the English on an English one (issue 30 §1)', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const user = userEvent.setup();
    const { unmount } = render(<TestProviders><SubscribeSection /><Toaster /></TestProviders>);
    await user.type(screen.getByRole('textbox'), 'trader@example.com');
    await user.click(screen.getByRole('button'));
    expect(await screen.findByText('Could not reach the server. Check your connection and try again.')).toBeInTheDocument();
    unmount();

    await activateLocale('hi');
    try {
      render(<TestProviders><SubscribeSection /><Toaster /></TestProviders>);
      await user.type(screen.getByRole('textbox'), 'trader@example.com');
      await user.click(screen.getByRole('button'));
      expect(await screen.findByText('सर्वर तक नहीं पहुँच सके। अपना इंटरनेट कनेक्शन जांचें और फिर से कोशिश करें।')).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});
