import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { z } from 'zod';
import {
  emailContentField, imageField, linkField, longText, phoneField, requiredText, ui, youtubeIdField,
} from '@tlt/shared/content/widgets';
import { envelopeResponse, stubFetch } from '../../../test/fixtures.ts';
import { TestProviders } from '../../../test/render.tsx';
import { ContentForm } from './content-form.tsx';

// Every widget kind the generator knows, from one schema built with the shared field builders.
const schema = z.object({
  title: requiredText(40),
  body: longText(400),
  photo: ui(imageField, { title: 'Photo' }),
  site: ui(linkField, { title: 'Web site' }),
  email: ui(emailContentField, { title: 'Support e-mail' }),
  phone: ui(phoneField, { title: 'WhatsApp number' }),
  video: ui(youtubeIdField, { title: 'Video id' }),
  stars: z.number().int().min(1).max(5),
  icon: z.enum(['chart', 'bell']),
  planId: z.literal(3),
  contact: z.object({ city: requiredText(30) }),
});
const value = {
  title: 'Hello', body: 'A paragraph.', photo: '/images/a.svg', site: 'https://example.com/a', email: 'a@example.com',
  phone: '+91 98765 43210', video: 'abcdefghijk', stars: 5, icon: 'chart', planId: 3, contact: { city: 'Pune' },
};

function setup() {
  const puts: unknown[] = [];
  const uploads: string[] = [];
  stubFetch((url, init) => {
    if (url === '/api/upload' && init.method === 'POST') {
      uploads.push(((init.body as FormData).get('file') as File).name);
      return envelopeResponse(200, { location: '/uploads/new-photo.webp' }, 'Image uploaded');
    }
    if (url === '/api/admin/content/test.key' && init.method === 'PUT') {
      puts.push(JSON.parse(String(init.body)));
      return envelopeResponse(200, JSON.parse(String(init.body)), 'Content saved');
    }
    return envelopeResponse(404, undefined, 'Not found');
  });
  render(
    <TestProviders>
      <ContentForm contentKey="test.key" entry={{ schema }} admin={{ key: 'test.key', title: 'Test', value, hi: {}, stored: true, versions: [] }} />
      <Toaster />
    </TestProviders>,
  );
  return { user: userEvent.setup(), puts, uploads };
}

describe('the content form generator', () => {
  it('draws each widget kind from the schema', () => {
    setup();
    expect(screen.getByLabelText('Title').tagName).toBe('INPUT');
    expect(screen.getByLabelText('Title')).toHaveValue('Hello');
    expect(screen.getByLabelText('Body').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Web site')).toHaveAttribute('type', 'url');
    expect(screen.getByRole('link', { name: /Open link/ })).toHaveAttribute('href', 'https://example.com/a');
    expect(screen.getByLabelText('Support e-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('WhatsApp number')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Video id')).toHaveAccessibleDescription(/The 11 characters after/);
    expect(screen.getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abcdefghijk');
    expect(screen.getByLabelText('Stars')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Icon')).toHaveValue('chart');
    expect(screen.getByText('(fixed)')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Contact' })).getByLabelText('City')).toHaveValue('Pune');
    expect(screen.getByLabelText('Photo')).toHaveValue('/images/a.svg');
  });

  it('gives each field the schema’s message, and uploads an image into its field', async () => {
    const { user, puts, uploads } = setup();
    const site = screen.getByLabelText('Web site');
    await user.clear(site);
    await user.type(site, 'http://example.com');
    const phone = screen.getByLabelText('WhatsApp number');
    await user.clear(phone);
    await user.type(phone, '12');
    const video = screen.getByLabelText('Video id');
    await user.clear(video);
    await user.type(video, 'short');
    await user.clear(screen.getByLabelText('Support e-mail'));
    await user.type(screen.getByLabelText('Support e-mail'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(site).toHaveAccessibleDescription('Must be an https:// address, e.g. https://example.com/page');
    expect(phone).toHaveAccessibleDescription('Enter the number with its country code, e.g. +91 98765 43210');
    expect(video).toHaveAccessibleDescription(/Must be an 11-character YouTube video id/);
    expect(screen.getByLabelText('Support e-mail')).toHaveAccessibleDescription('Invalid Email');
    expect(puts).toHaveLength(0);
    // The summary names each field in words, as its label does, never by its key ("email Invalid Email", issue 26 §11).
    const box = screen.getAllByRole('alert').find((a) => /need attention/.test(a.textContent ?? ''))!;
    const summary = within(box).getAllByRole('listitem').map((li) => li.textContent);
    expect(summary).toContain('Support e-mail: Invalid Email');
    expect(summary).toContain('WhatsApp number: Enter the number with its country code, e.g. +91 98765 43210');
    expect(summary.join('\n')).not.toMatch(/^(email|site|phone|video) /m);

    await user.upload(screen.getByLabelText('Upload photo'), new File(['png'], 'me.png', { type: 'image/png' }));
    await screen.findByDisplayValue('/uploads/new-photo.webp');
    expect(uploads).toEqual(['me.png']);

    await user.clear(site);
    await user.type(site, 'https://thelazytrader.in');
    await user.clear(phone);
    await user.type(phone, '+91 90000 12345');
    await user.clear(video);
    await user.type(video, 'ABCDEFGHIJK');
    await user.clear(screen.getByLabelText('Support e-mail'));
    await user.type(screen.getByLabelText('Support e-mail'), 'help@thelazytrader.in');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Content saved')).toBeInTheDocument();
    expect(puts).toEqual([{
      value: {
        ...value, photo: '/uploads/new-photo.webp', site: 'https://thelazytrader.in', phone: '+91 90000 12345', video: 'ABCDEFGHIJK',
        email: 'help@thelazytrader.in',
      },
      hi: {},
    }]);
  });
});
