import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { EMI_SEED } from '@tlt/shared/content/landing';
import { fillPlanCopy, SEED_COPY_CATALOGUE } from '@tlt/shared/content/plan-copy';
import { TestProviders } from '../../../test/render.tsx';
import { EmiBanner } from './emi-banner.tsx';

describe('EMI banner', () => {
  it('opens "EMI Offer Details" with the three rules and a become-a-member link for plan 3', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    const user = userEvent.setup();
    render(
      <TestProviders>
        <MemoryRouter>
          <EmiBanner />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Have Cash Crunch?' })).toBeInTheDocument();
    expect(screen.getByText('Pay in 6 monthly instalments at 0% interest.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Know More' }));
    const dialog = await screen.findByRole('dialog', { name: 'EMI Offer Details' });
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent?.trim())).toEqual(EMI_SEED.rules.map((r) => fillPlanCopy(r, SEED_COPY_CATALOGUE)));
    expect(within(dialog).getByRole('link', { name: 'BECOME A MEMBER NOW' })).toHaveAttribute('href', '/register?plan_selected=3');
  });
});
