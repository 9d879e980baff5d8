import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { EMI_SEED } from '@tlt/shared/content/landing';
import { envelopeResponse, makeUser, storeSession, stubFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import ContentAdminPage from './content-admin-page.tsx';

const admin = makeUser({ userType: 'admin', payment: [] });

function setup() {
  storeSession(admin);
  let stored: unknown = EMI_SEED;
  const puts: unknown[] = [];
  const spy = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/content' && method === 'GET')
      return envelopeResponse(200, [
        { key: 'landing.hero', title: 'Landing: hero' },
        { key: 'landing.emi', title: 'Landing: EMI banner and dialog' },
      ]);
    if (url === '/api/content/landing.emi' && method === 'GET') return envelopeResponse(200, stored);
    if (url === '/api/content/landing.emi' && method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { heading: string };
      puts.push(body);
      if (!body.heading)
        return envelopeResponse(400, { errors: [{ path: 'heading', message: 'Too small: expected string to have >=1 characters' }] },
          'Too small: expected string to have >=1 characters');
      stored = body;
      return envelopeResponse(200, body, 'Content saved');
    }
    if (url === '/api/auth') return envelopeResponse(200, admin);
    return envelopeResponse(404, undefined, 'Not found');
  });
  const utils = renderRoutes(
    [{ path: '/admin/content', element: (<><ContentAdminPage /><Toaster /></>) }],
    '/admin/content',
  );
  return { ...utils, spy, puts };
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
