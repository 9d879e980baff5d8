import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { EMI_SEED } from '@tlt/shared/content/landing';
import { FALLBACK_WHATSAPP_LINK } from '@tlt/shared/webinar';
import { envelopeResponse, makeUser, storeSession, stubFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import ContentAdminPage from './content-admin-page.tsx';

const admin = makeUser({ userType: 'admin', payment: [] });

function setup() {
  storeSession(admin);
  let stored: unknown = EMI_SEED;
  const puts: unknown[] = [];
  let webinar = { customWebinarDate: null as string | null, whatsappLink: FALLBACK_WHATSAPP_LINK };
  const webinarPuts: unknown[] = [];
  const support = { supportEmail: 'help@example.com', supportPhone: '+91 90000 00000' };
  const spy = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/content' && method === 'GET')
      return envelopeResponse(200, [
        { key: 'landing.hero', title: 'Landing: hero' },
        { key: 'landing.emi', title: 'Landing: EMI banner and dialog' },
      ]);
    if (url === '/api/content/values?keys=landing.emi' && method === 'GET') return envelopeResponse(200, { 'landing.emi': stored });
    if (url === '/api/content/landing.emi' && method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { heading: string };
      puts.push(body);
      if (!body.heading)
        return envelopeResponse(400, { errors: [{ path: 'heading', message: 'Too small: expected string to have >=1 characters' }] },
          'Too small: expected string to have >=1 characters');
      stored = body;
      return envelopeResponse(200, body, 'Content saved');
    }
    if (url === '/api/webinar/config' && method === 'GET') return envelopeResponse(200, { ...webinar, ...support });
    if (url === '/api/webinar/config' && method === 'PUT') {
      const body = JSON.parse(String(init.body)) as typeof webinar;
      webinarPuts.push(body);
      webinar = body;
      return envelopeResponse(200, { ...body, ...support }, 'Webinar settings saved');
    }
    if (url === '/api/auth') return envelopeResponse(200, admin);
    return envelopeResponse(404, undefined, 'Not found');
  });
  const utils = renderRoutes(
    [{ path: '/admin/content', element: (<><ContentAdminPage /><Toaster /></>) }],
    '/admin/content',
  );
  return { ...utils, spy, puts, webinarPuts };
}

describe('admin content editor', () => {
  it('lists the keys, edits one as JSON, shows the server refusal, then saves', async () => {
    const { user, puts } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Site content' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Landing: EMI banner and dialog/ }));
    const editor = await screen.findByLabelText('Landing: EMI banner and dialog');
    expect(JSON.parse((editor as HTMLTextAreaElement).value)).toEqual(EMI_SEED);

    await user.clear(editor);
    await user.click(editor);
    await user.paste('{ not json');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid JSON/);
    expect(puts).toHaveLength(0);

    await user.clear(editor);
    await user.paste(JSON.stringify({ ...EMI_SEED, heading: '' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too small: expected string to have >=1 characters');
    expect(screen.getByRole('alert')).toHaveTextContent('heading');

    await user.clear(editor);
    await user.paste(JSON.stringify({ ...EMI_SEED, heading: 'Short on cash?' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Content saved')).toBeInTheDocument();
    expect(puts[puts.length - 1]).toEqual({ ...EMI_SEED, heading: 'Short on cash?' });
    await waitFor(() =>
      expect(JSON.parse((screen.getByLabelText('Landing: EMI banner and dialog') as HTMLTextAreaElement).value).heading).toBe('Short on cash?'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('admin webinar settings', () => {
  it('loads the config, checks the link with the shared schema, saves and clears the custom date', async () => {
    const { user, webinarPuts } = setup();
    const date = await screen.findByLabelText('Custom webinar date (optional)');
    const link = screen.getByLabelText('Group link on the success page');
    expect(date).toHaveValue('');
    expect(link).toHaveValue(FALLBACK_WHATSAPP_LINK);
    const save = screen.getByRole('button', { name: 'Save webinar settings' });
    expect(save).toBeDisabled();

    await user.clear(link);
    await user.type(link, 'http://chat.whatsapp.com/abc');
    await user.type(date, 'Sunday 6 December, 7 PM (Diwali special)');
    await user.click(save);
    expect(await screen.findByText('whatsappLink must be an https URL')).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(webinarPuts).toHaveLength(0);

    await user.clear(link);
    await user.type(link, 'https://chat.whatsapp.com/NewGroup');
    await user.click(save);
    expect(await screen.findByText('Webinar settings saved')).toBeInTheDocument();
    expect(webinarPuts).toEqual([{ customWebinarDate: 'Sunday 6 December, 7 PM (Diwali special)', whatsappLink: 'https://chat.whatsapp.com/NewGroup' }]);
    await waitFor(() => expect(save).toBeDisabled());

    // A blank date goes out as null: the page falls back to "7 PM, Sunday, {date}".
    await user.clear(date);
    await user.click(save);
    await waitFor(() => expect(webinarPuts).toHaveLength(2));
    expect(webinarPuts[1]).toEqual({ customWebinarDate: null, whatsappLink: 'https://chat.whatsapp.com/NewGroup' });
  });
});
