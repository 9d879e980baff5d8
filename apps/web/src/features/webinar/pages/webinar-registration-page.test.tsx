import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { FALLBACK_WHATSAPP_LINK } from '@tlt/shared/webinar';
import { envelopeResponse, stubFetch } from '../../../test/fixtures.ts';
import { stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import WebinarRegisterSuccessPage from './webinar-register-success-page.tsx';
import WebinarRegistrationPage from './webinar-registration-page.tsx';

const CITIES = [
  { id: 'MH:Pune', name: 'Pune', state: 'Maharashtra' },
  { id: 'BR:Aurangabad', name: 'Aurangabad', state: 'Bihar' },
  { id: 'MH:Aurangabad', name: 'Aurangabad', state: 'Maharashtra' },
];
const CONFIG = { customWebinarDate: null, whatsappLink: 'https://chat.whatsapp.com/Group1', supportEmail: 'help@example.com', supportPhone: '+91 90000 00000' };

function setup(
  register: (body: any) => Response | Promise<Response> = () => envelopeResponse(200, { _id: 'r1', slotDate: '2026-11-29T13:30:00.000Z' }, MSG.webinarRegistered),
  config: object = CONFIG,
) {
  const sent: any[] = [];
  stubApi({
    'GET /api/webinar/cities': () => envelopeResponse(200, CITIES),
    'GET /api/webinar/config': () => envelopeResponse(200, config),
    'POST /api/webinar/register': (body) => {
      sent.push(body);
      return register(body);
    },
  });
  const utils = renderRoutes([
    { path: '/webinar-registration', element: <WebinarRegistrationPage /> },
    { path: '/webinar-register-success', element: <WebinarRegisterSuccessPage /> },
  ], '/webinar-registration');
  return { ...utils, sent };
}

const signUp = () => screen.getByRole('button', { name: /Sign Up|Please wait!!/ });

async function fill(user: ReturnType<typeof setup>['user']) {
  await user.type(screen.getByLabelText('Name'), 'Amit Shah');
  await user.type(screen.getByLabelText('Email'), 'amit@example.com');
  await user.type(screen.getByLabelText('Contact No.'), '9812345670');
}

beforeEach(() => vi.mocked(toast.error).mockClear());

describe('/webinar-registration', () => {
  it('shows the read-only slot at 7 PM on a Sunday and keeps Sign Up disabled until email and contact are filled', async () => {
    const { user } = setup();
    expect((screen.getByLabelText('Slot Details') as HTMLInputElement).value).toMatch(/^7 PM, Sunday, \d{1,2} \w+ \d{4}$/);
    expect(screen.getByLabelText('Slot Details')).toHaveAttribute('readonly');
    expect(signUp()).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'amit@example.com');
    expect(signUp()).toBeDisabled();
    await user.type(screen.getByLabelText('Contact No.'), '98');
    expect(signUp()).toBeEnabled();
    expect(document.title).toMatch(/webinar/i);
  });

  it('checks on change and on blur with the spec messages', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(await screen.findByText(MSG.nameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'amit@');
    expect(await screen.findByText(MSG.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'example.com');
    await waitFor(() => expect(screen.queryByText(MSG.emailRequired)).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('Contact No.'), '12345');
    expect(await screen.findByText(MSG.invalidContact)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Contact No.'));
    expect(await screen.findByText(MSG.contactRequired)).toBeInTheDocument();
  });

  it('picks a city from the searchable list by keyboard, each shown with its state', async () => {
    const { user, sent } = setup();
    await fill(user);
    const city = screen.getByRole('combobox', { name: 'City (optional)' });
    await user.click(city);
    await user.type(city, 'auran');
    const options = within(await screen.findByRole('listbox', { name: 'City (optional)' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['AurangabadBihar', 'AurangabadMaharashtra']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(city).toHaveValue('Aurangabad, Maharashtra');
    expect(city).toHaveAttribute('aria-expanded', 'false');
    await user.selectOptions(screen.getByLabelText('Language'), 'Hindi');
    await user.click(signUp());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ name: 'Amit Shah', email: 'amit@example.com', contact: '9812345670', city: 'Aurangabad', language: 'Hindi' });
  });

  it('reads "Please wait!!" while sending, sends the stored utmSource, then shows the success page with the group link', async () => {
    localStorage.setItem('utmSource', 'fb');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { user, sent, router } = setup(async () => {
      await gate;
      return envelopeResponse(200, { _id: 'r1', slotDate: '2026-11-29T13:30:00.000Z' }, MSG.webinarRegistered);
    });
    await fill(user);
    await user.click(signUp());
    expect(await screen.findByRole('button', { name: MSG.pleaseWait })).toBeDisabled();
    expect(sent[0]).toMatchObject({ utmSource: 'fb', language: 'English', city: '' });
    release();
    expect(await screen.findByRole('heading', { name: MSG.webinarRegistered })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/webinar-register-success');
    expect(await screen.findByRole('link', { name: /Join Whatsapp Group/ })).toHaveAttribute('href', CONFIG.whatsappLink);
    expect(screen.getByText(/webinar ID and password/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CONFIG.supportEmail })).toHaveAttribute('href', `mailto:${CONFIG.supportEmail}`);
    expect(screen.getByRole('link', { name: CONFIG.supportPhone })).toBeInTheDocument();
  });

  it('toasts the server message on failure and clears loading', async () => {
    const { user, router } = setup(() => envelopeResponse(400, undefined, MSG.invalidContact));
    await fill(user);
    await user.click(signUp());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.invalidContact));
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/webinar-registration');
  });

  it('toasts the spec fallback when the network fails', async () => {
    const { user } = setup();
    stubFetch((url) => {
      if (url.includes('/webinar/register')) throw new TypeError('Failed to fetch');
      return envelopeResponse(200, url.includes('cities') ? CITIES : CONFIG);
    });
    await fill(user);
    await user.click(signUp());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.webinarRegisterFailed));
  });
});

describe('the booked slot (issue 14 §7)', () => {
  it("shows the admin's custom date text in Slot Details, as the webinar page does", async () => {
    setup(undefined, { ...CONFIG, customWebinarDate: 'Sunday 6 December, 7 PM (special session)' });
    await waitFor(() => expect(screen.getByLabelText('Slot Details')).toHaveValue('Sunday 6 December, 7 PM (special session)'));
  });

  it('restates the booked slot on the success page and offers it as an .ics file', async () => {
    const blobs: Blob[] = [];
    const create = vi.fn((b: Blob) => (blobs.push(b), 'blob:webinar'));
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const { user } = setup();
    await fill(user);
    await user.click(signUp());
    expect(await screen.findByText('7 PM, Sunday, 29 November 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(blobs).toHaveLength(1);
    expect(blobs[0].type).toBe('text/calendar;charset=utf-8');
    const ics = await blobs[0].text();
    expect(ics).toContain('\r\nDTSTART:20261129T133000Z\r\n');
    expect(ics).toContain('UID:webinar-r1@');
    expect(ics.replace(/\r\n /g, '')).toContain(`WhatsApp group: ${CONFIG.whatsappLink}`);
  });

  it('shows no slot or calendar file when opened without a registration', () => {
    stubApi({ 'GET /api/webinar/config': () => envelopeResponse(200, CONFIG) });
    renderRoutes([{ path: '/s', element: <WebinarRegisterSuccessPage /> }], '/s');
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });
});

describe('/webinar-register-success', () => {
  it('falls back to the default group link when the config cannot load', async () => {
    stubApi({ 'GET /api/webinar/config': () => envelopeResponse(500, undefined, 'down') });
    renderRoutes([{ path: '/s', element: <WebinarRegisterSuccessPage /> }], '/s');
    expect(screen.getByRole('link', { name: /Join Whatsapp Group/ })).toHaveAttribute('href', FALLBACK_WHATSAPP_LINK);
  });
});
