import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '@tlt/shared/user';
import { makeUser } from '../test/fixtures.ts';
import { TestProviders } from '../test/render.tsx';
import { MembersTable } from '../features/members/components/members-table.tsx';
import { memberRow } from '../features/members/pages/members-fixtures.ts';
import { ClassList } from '../features/dashboard/components/class-list.tsx';
import { PlanSummary } from '../features/dashboard/components/plan-summary.tsx';
import { PlanPeriod } from '../features/profile/components/plan-period.tsx';

/**
 * Issue 26 §3: the same period shows one end date in the admin's members table, the dashboard's
 * class lists, the member's dashboard and the profile, whatever the viewer's time zone: its last
 * day of access on India's calendar. Two periods, so the test bites in any zone the browser is in:
 * one ends at 00:00 on 28 Nov in India (last day the 27th; an India browser's own calendar said the
 * 28th), one at 03:00 on 28 Nov in India (last day the 28th; a UTC browser said the 27th).
 */
const PERIODS = [
  { end: '2026-11-27T18:30:00.000Z', dmy: '27-11-2026', long: '27 November 2026' },
  { end: '2026-11-27T21:30:00.000Z', dmy: '28-11-2026', long: '28 November 2026' },
];

function show(ui: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: ui }], { initialEntries: ['/'] });
  return render(<TestProviders><RouterProvider router={router} /></TestProviders>);
}

const member = (end: string): User => makeUser({
  payment: [{ amount: 17999, txnId: 'pay_1', orderId: 'order_1', startDate: '2026-05-27T18:30:00.000Z', endDate: end, planType: 'Half-Yearly', expiry: false }],
});

describe.each(PERIODS)('a period ending at $end', ({ end, dmy, long }) => {
  it(`reads ${dmy} in the admin's members table and the dashboard's classes`, async () => {
    show(
      <>
        <MembersTable members={[memberRow({ endDate: end })]} busy={false} />
        <ClassList kind="expiringWeek" list={{ total: 1, members: [{ _id: 'm1', name: 'Asha Verma', email: 'asha@example.com', contactNo: null, planType: 'Half-Yearly', endDate: end, active: true }] }} />
      </>,
    );
    const row = within(await screen.findByRole('table')).getByRole('row', { name: /Asha Verma/ });
    expect(within(row).getByText(dmy)).toBeInTheDocument();
    expect(screen.getByText(`Half-Yearly · last day ${dmy}`)).toBeInTheDocument();
  });

  it(`reads ${long} on the member's dashboard and profile`, async () => {
    show(
      <>
        <PlanSummary user={member(end)} />
        <PlanPeriod user={member(end)} />
      </>,
    );
    expect(await screen.findByText(`Half-Yearly plan · active until ${long}`)).toBeInTheDocument();
    expect(screen.getByText('Ends').nextElementSibling).toHaveTextContent(long);
  });
});

describe('renew early keeps the current plan first (issue 26 §4)', () => {
  // A Yearly member until 27 Nov 2027 (14:32 India time) who bought Quarterly early; the old server
  // sent the queued period first, so the screens must not read payment[0] blindly.
  const yearly = { amount: 34999, txnId: 'pay_y', orderId: 'order_y', startDate: '2026-11-27T09:02:00.000Z', endDate: '2027-11-27T09:02:00.000Z', planType: 'Yearly', expiry: false };
  const quarterly = { amount: 9199, txnId: 'pay_q', orderId: 'order_q', startDate: '2027-11-27T09:02:00.000Z', endDate: '2028-02-27T09:02:00.000Z', planType: 'Quarterly', expiry: false };
  const now = new Date('2027-06-01T00:00:00.000Z');
  const renewed = makeUser({ payment: [quarterly, yearly] });

  it('the dashboard and profile show Yearly, its end, and "Next: Quarterly from 27 Nov 2027"', async () => {
    show(
      <>
        <PlanSummary user={renewed} now={now} />
        <PlanPeriod user={renewed} now={now} />
      </>,
    );
    expect(await screen.findByText('Yearly plan · active until 27 November 2027')).toBeInTheDocument();
    expect(screen.getByText('Plan').nextElementSibling).toHaveTextContent('Yearly');
    expect(screen.getByText('Ends').nextElementSibling).toHaveTextContent('27 November 2027');
    expect(screen.getAllByText(/Next: Quarterly from 27 Nov 2027/)).toHaveLength(2);
  });

  it('the admin\'s table keeps the current plan and names the queued one', async () => {
    show(<MembersTable members={[memberRow({ planType: 'Yearly', endDate: quarterly.endDate, next: { planType: 'Quarterly', startDate: quarterly.startDate } })]} busy={false} />);
    const row = within(await screen.findByRole('table')).getByRole('row', { name: /Asha Verma/ });
    expect(within(row).getByText('Yearly')).toBeInTheDocument();
    expect(within(row).getByText('Next: Quarterly from 27 Nov 2027')).toBeInTheDocument();
  });
});
