import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { SITE_CONTACT_SEED } from '@tlt/shared/content/site-seed';
import { MSG } from '@tlt/shared/messages';
import { envelopeResponse } from '../../../test/fixtures.ts';
import { stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import ContactUsPage from './contact-us-page.tsx';

const SUPPORT = { email: 'help@thelazytrader.example', phone: '+91 90000 00000' };

function setup(answer: (body: any) => Response = () => envelopeResponse(200, { _id: 'q1' }, MSG.contactSuccess), support = SUPPORT) {
  const sent: any[] = [];
  const spy = stubApi({
    'GET /api/contactus/support': () => envelopeResponse(200, support),
    'GET /api/content/values': () => envelopeResponse(200, { 'site.contact': { ...SITE_CONTACT_SEED, supportEmail: support.email, whatsappNumber: support.phone } }),
    'POST /api/contactus/createQuery': (body) => {
      sent.push(body);
      return answer(body);
    },
  });
  return { ...renderRoutes([{ path: '/contact-us', element: <ContactUsPage /> }], '/contact-us'), spy, sent };
}

async function fill(user: ReturnType<typeof setup>['user'], o: { contact?: string } = {}) {
  await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
  await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
  if (o.contact) await user.type(screen.getByLabelText('Contact No. (optional)'), o.contact);
  await user.type(screen.getByLabelText('Description'), 'When is the next webinar?');
}

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});

describe('Contact Us page', () => {
  it('sets its title and shows the support e-mail and WhatsApp button', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Contact Us \|/);
    expect(await screen.findByRole('link', { name: SUPPORT.email })).toHaveAttribute('href', `mailto:${SUPPORT.email}`);
    expect(await screen.findByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/919000000000');
  });

  it('shows neither way while the site has no support e-mail or WhatsApp number set (issue 26 §8)', async () => {
    const { spy } = setup(undefined, { email: '', phone: '' });
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'E-mail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Chat on WhatsApp/ })).not.toBeInTheDocument();
  });

  it('shows the spec messages for missing name, email and description, and a bad contact; sends nothing', async () => {
    const { user, sent } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.descriptionRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.type(screen.getByLabelText('Contact No. (optional)'), '12345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(MSG.invalidContact)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('submits, toasts the success message and clears the form', async () => {
    const { user, sent } = setup();
    await fill(user, { contact: '9876543210' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MSG.contactSuccess));
    expect(sent[0]).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.com', contactNo: '9876543210', message: 'When is the next webinar?' });
    expect(sent[0].image).toBeUndefined();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('Description')).toHaveValue('');
  });

  it('toasts the failure message when the server refuses', async () => {
    const { user } = setup(() => envelopeResponse(500, undefined, 'boom'));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.contactFailed));
    expect(screen.getByLabelText('Name')).toHaveValue('Ravi Kumar');
  });

  it('refuses an image over 2 MB with the spec message, and sends a small one as a data URL', async () => {
    const { user, sent } = setup();
    const input = screen.getByLabelText('Attach an image');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(toast.error).toHaveBeenCalledWith(MSG.imageTooLarge);
    expect(screen.queryByText('big.png')).not.toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'chart.png', { type: 'image/png' }));
    expect(screen.getByText('chart.png')).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].image).toMatch(/^data:image\/png;base64,/);
  });
});
