import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PAGE_CONTENT_ENTRIES } from '@tlt/shared/content/pages';
import { routes } from '../../../app/routes.tsx';
import { makeUser, storeSession } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { FIRST_PAINT, stubContentApi } from '../../../test/content-fixtures.ts';

const seed = PAGE_CONTENT_ENTRIES['pages.faqs'].seed;

beforeEach(() => {
  stubContentApi();
});

async function renderFaqs() {
  const utils = renderRoutes(routes, '/faqs');
  await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }, FIRST_PAINT);
  return utils;
}

describe('FAQs page', () => {
  it('lists every question from the seed and sets the page title', async () => {
    await renderFaqs();
    for (const item of seed.items) {
      expect(screen.getByRole('button', { name: item.question })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: /minimum capital/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /registered investment advisor/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('FAQs | The Lazy Trader'));
  });

  it('opens and closes an answer with the mouse and the keyboard', async () => {
    const { user } = await renderFaqs();
    const question = screen.getByRole('button', { name: 'Do you give intraday trades?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/intraday trades are the exception/)).not.toBeInTheDocument();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/intraday trades are the exception/)).toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/intraday trades are the exception/)).not.toBeInTheDocument();

    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the join button, and the Contact Us page while no e-mail is set', async () => {
    await renderFaqs();
    expect(screen.getByRole('link', { name: /Become a Member Now/ })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.queryByText(/example\.com/)).not.toBeInTheDocument();
  });

  it('offers the support e-mail to visitors once set', async () => {
    stubContentApi({}, { samples: true });
    await renderFaqs();
    expect(await screen.findByRole('link', { name: `Email us at ${seed.contactEmail}` })).toHaveAttribute(
      'href',
      `mailto:${seed.contactEmail}`,
    );
  });

  it('hides the join button from signed-in users', async () => {
    storeSession(makeUser());
    await renderFaqs();
    expect(screen.getByRole('link', { name: 'Write to us' })).toBeInTheDocument();
    // The header's own button is for guests too, so no "Become a Member" link remains anywhere.
    expect(screen.queryByRole('link', { name: /Become a Member/i })).not.toBeInTheDocument();
  });

  it('shows the operator’s stored copy once it arrives', async () => {
    stubContentApi({
      'pages.faqs': { ...seed, items: [{ question: 'Is there a members’ app?', answer: 'Yes, on Android and iOS.' }] },
    });
    await renderFaqs();
    expect(await screen.findByRole('button', { name: 'Is there a members’ app?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I am a beginner. Can I join?' })).not.toBeInTheDocument();
  });
});
