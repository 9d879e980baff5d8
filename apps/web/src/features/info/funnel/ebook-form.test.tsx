import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { EBOOK_LEAD_LABEL, EBOOK_MSG } from '@tlt/shared/leads';
import { MSG } from '@tlt/shared/messages';
import { envelopeResponse } from '../../../test/fixtures.ts';
import { stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { EbookForm } from './ebook-form.tsx';

/** The e-book's address as an admin set it: the download button links to it. */
const FILE = 'https://files.thelazytrader.in/free-ebook.pdf';

function setup(requests = 1) {
  const sent: unknown[] = [];
  stubApi({
    'POST /api/lead/create': (body) => {
      sent.push(body);
      return envelopeResponse(200, { _id: 'l1', label: EBOOK_LEAD_LABEL, requests }, requests > 1 ? MSG.leadRepeated : MSG.leadRecorded);
    },
  });
  return { ...renderRoutes([{ path: '/e', element: <EbookForm fileUrl={FILE} /> }], '/e'), sent };
}

async function fill(user: ReturnType<typeof setup>['user'], contact = '9123456780') {
  await user.type(screen.getByLabelText('Name'), 'Kavya Rao');
  await user.type(screen.getByLabelText('Email'), 'kavya@example.com');
  await user.type(screen.getByLabelText('Contact'), contact);
}

describe('the e-book gift form', () => {
  it('sends a free lead with the e-book label, then offers the download on its success screen', async () => {
    const { user, sent } = setup();
    expect(screen.getByRole('heading', { name: 'Get the free e-book' })).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Me the E-book' }));
    const link = await screen.findByRole('link', { name: /Download the e-book/ });
    expect(link).toHaveAttribute('href', FILE);
    expect(link).toHaveAttribute('download');
    expect(sent).toEqual([{ name: 'Kavya Rao', email: 'kavya@example.com', contactNo: '9123456780', gender: 'free', label: EBOOK_LEAD_LABEL }]);
    // The download is right here: no "we will send it shortly" beside it (issue 26 §11).
    expect(screen.getByRole('status')).toHaveTextContent(EBOOK_MSG.ready);
    expect(screen.getByRole('status')).not.toHaveTextContent(/shortly/);
  });

  it('says a repeat request was already had, and still offers the download', async () => {
    const { user } = setup(2);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Me the E-book' }));
    expect(await screen.findByText(EBOOK_MSG.readyAgain)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download the e-book/ })).toHaveAttribute('href', FILE);
  });

  it('checks the fields with the shared rules and sends nothing until they pass', async () => {
    const { user, sent } = setup();
    await fill(user, '12345');
    await user.click(screen.getByRole('button', { name: 'Send Me the E-book' }));
    expect(await screen.findByText(MSG.invalidContact)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Name'));
    expect(await screen.findByText(MSG.nameRequired)).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([]));
  });
});
