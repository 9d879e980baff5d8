import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { ANALYTICS_MSG, type SubscriptionAnalytics } from '@tlt/shared/back-office/analytics';
import { routes } from '../../../app/routes.tsx';
import { makeAnalytics, makeClassMember } from '../../../test/analytics-fixtures.ts';
import { PLANS, callsTo } from '../../../test/billing-fixtures.ts';
import { envelopeResponse, makeUser, storeSession, stubFetch } from '../../../test/fixtures.ts';
import { preloadPages } from '../../../test/pages.ts';
import { renderRoutes } from '../../../test/render.tsx';

beforeAll(async () => {
  await preloadPages('/dashboard', '/user-dashboard');
  await import('../components/subscription-charts.tsx');
});

let analytics: () => Response;
let remind: (body: { userId: string }) => Response;
let spy: ReturnType<typeof stubFetch>;

beforeEach(() => {
  analytics = () => envelopeResponse(200, makeAnalytics());
  remind = (body) => envelopeResponse(200, { email: `${body.userId}@example.com`, sentAt: '2030-03-10T06:30:00.000Z' }, ANALYTICS_MSG.reminderSent);
  // jsdom has no ResizeObserver; the charts' containers ask for one.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  spy = stubFetch((url, init) => {
    if (url.includes('/post/allPosts')) return envelopeResponse(200, { posts: [], nextCursor: null, pendingCount: 3 });
    if (url.includes('/notification/all')) return envelopeResponse(200, []);
    if (url.includes('/plan/all')) return envelopeResponse(200, PLANS);
    if (url.endsWith('/api/user/analytics')) return analytics();
    if (url.endsWith('/api/user/sendRenewalReminder')) return remind(JSON.parse(String(init.body)));
    if (url.endsWith('/api/admin/launch-checklist')) return envelopeResponse(200, { items: [], pending: 0, notInHindi: [] });
    return envelopeResponse(200, JSON.parse(localStorage.getItem('user') ?? 'null'));
  });
});

function asAdmin(data?: SubscriptionAnalytics) {
  if (data) analytics = () => envelopeResponse(200, data);
  storeSession(makeUser({ name: 'Demo Admin', userType: 'admin', agree: true }));
  return renderRoutes(routes, '/dashboard');
}

const section = (name: string) => screen.findByRole('region', { name });

describe('/dashboard', () => {
  it('gives admins the links of community.md §2 and the admin pages, with the review count', async () => {
    asAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const links = within(await section('Admin screens'));
    const review = links.getByRole('link', { name: /Review Posts/ });
    expect(review).toHaveAttribute('href', '/all-posts-review');
    expect(await within(review).findByText('3 waiting for review.')).toBeInTheDocument();
    for (const [name, href] of [
      ['Members', '/all-users'],
      ['Queries', '/all-queries'],
      ['Leads', '/all-leads'],
      ['Subscribers', '/all-subscribers'],
      ['Watchlist', '/watchlist'],
      ['Audit log', '/admin/audit'],
      ['Site Content', '/admin/content'],
      ['Blogs', '/admin/blogs'],
      ['Plans', '/admin/plans'],
      ['Invoice Settings', '/admin/invoice-settings'],
      ['Trade Wisdom', '/trade-wisdom'],
      ['Commodity Contracts', '/admin/commodity-contracts'],
      ['Webinar Registrations', '/admin/webinar-registrations'],
    ]) {
      expect(links.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
  });

  it('shows the figures: members, monthly-equivalent revenue in rupees with Indian grouping, this month\'s money', async () => {
    asAdmin();
    const figures = within(await section('Subscriptions'));
    const value = (label: string) => figures.getByText(label).closest('div')!;
    expect(value('Active members')).toHaveTextContent('1,234');
    expect(value('Monthly-equivalent revenue')).toHaveTextContent('₹3,83,333');
    expect(value('Collections in March 2030')).toHaveTextContent('₹30,000');
    expect(value('Collections in March 2030')).toHaveTextContent('3 signups and renewals paid.');
    expect(value('Refunds in March 2030')).toHaveTextContent('₹2,000');
    expect(value('Refunds in March 2030')).toHaveTextContent('1 refund issued.');
  });

  it('lists the three classes with each member\'s name, e-mail, phone, plan and end date (India time)', async () => {
    asAdmin();
    const due = within(await section('Renewals due'));
    const today = within(due.getByRole('region', { name: /^Expiring today/ }));
    expect(today.getByRole('heading', { level: 3, name: 'Expiring today: 1 member' })).toBeInTheDocument();
    expect(today.getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute('href', '/all-users/11111111-1111-4111-8111-111111111111');
    expect(today.getByText('ravi@example.com')).toBeInTheDocument();
    expect(today.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(today.getByText('Half-Yearly · last day 10-03-2030')).toBeInTheDocument();
    const week = within(due.getByRole('region', { name: /^Expiring within 7 days/ }));
    expect(week.getAllByRole('listitem')).toHaveLength(2);
    expect(week.getByText('Half-Yearly · last day 15-03-2030')).toBeInTheDocument();
    const expired = within(due.getByRole('region', { name: /^Expired but still active/ }));
    expect(expired.getByText('No Records Found')).toBeInTheDocument();
  });

  it('a long class shows five, then more on request, and points to the members list for the rest', async () => {
    const members = Array.from({ length: 100 }, (_, i) => makeClassMember({ _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, name: `Member ${i}` }));
    const { user } = asAdmin(makeAnalytics({ classes: { ...makeAnalytics().classes, expiredActive: { total: 250, members } } }));
    const expired = within(await screen.findByRole('region', { name: /^Expired but still active/ }));
    expect(expired.getAllByRole('listitem')).toHaveLength(5);
    await user.click(expired.getByRole('button', { name: 'Show more (95 left)' }));
    expect(expired.getAllByRole('listitem')).toHaveLength(25);
    expect(expired.getByText(/Showing the first 100 of 250/)).toBeInTheDocument();
    expect(expired.getByRole('link', { name: 'See all in Members' })).toHaveAttribute('href', '/all-users?status=active&period=expired');
  });

  it('sends a renewal reminder from a class list: the call, a toast, the button says it went', async () => {
    const { user } = asAdmin();
    const today = within(await screen.findByRole('region', { name: /^Expiring today/ }));
    await user.click(today.getByRole('button', { name: 'Send renewal reminder to Ravi Kumar' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ANALYTICS_MSG.reminderSent, expect.anything()));
    expect(callsTo(spy, 'POST /api/user/sendRenewalReminder')).toEqual([{ userId: '11111111-1111-4111-8111-111111111111' }]);
    expect(today.getByRole('button', { name: 'Renewal reminder sent to Ravi Kumar' })).toBeDisabled();
  });

  it('says why the server refused a reminder, or that it failed', async () => {
    remind = () => envelopeResponse(429, undefined, ANALYTICS_MSG.reminderTooSoon);
    const { user } = asAdmin();
    const week = within(await screen.findByRole('region', { name: /^Expiring within 7 days/ }));
    await user.click(week.getByRole('button', { name: 'Send renewal reminder to Meera Shah' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ANALYTICS_MSG.reminderTooSoon, undefined));
    remind = () => envelopeResponse(500, undefined, 'Something went wrong');
    await user.click(week.getByRole('button', { name: 'Send renewal reminder to Meera Shah' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ANALYTICS_MSG.reminderFailed, undefined));
    expect(week.getByRole('button', { name: 'Send renewal reminder to Meera Shah' })).toBeEnabled();
  });

  it('offers no reminder to a suspended member', async () => {
    asAdmin(makeAnalytics({ classes: { ...makeAnalytics().classes, expiringToday: { total: 1, members: [makeClassMember({ active: false })] } } }));
    const today = within(await screen.findByRole('region', { name: /^Expiring today/ }));
    expect(today.getByText('Suspended: no reminder')).toBeInTheDocument();
    expect(today.queryByRole('button', { name: /Send renewal reminder/ })).toBeNull();
  });

  it('draws the charts, each with a heading, a summary and its numbers as a table', async () => {
    // jsdom lays nothing out: give the charts' boxes a phone's width.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ x: 0, y: 0, top: 0, left: 0, right: 358, bottom: 240, width: 358, height: 240, toJSON: () => ({}) });
    const { container, user } = asAdmin();
    const trends = within(await section('Trends'));
    const byDay = within(await trends.findByRole('figure', { name: 'Signups by day' }));
    expect(byDay.getByText('3 signups in the last 30 days; the most on 1 Mar (2).')).toBeInTheDocument();
    await user.click(byDay.getByText('Show the numbers'));
    expect(within(byDay.getByRole('table')).getByRole('row', { name: '1 Mar 2' })).toBeInTheDocument();
    const bySource = within(trends.getByRole('figure', { name: 'Signups by source' }));
    expect(bySource.getByText('Last 30 days: webinar 2, fb 1.')).toBeInTheDocument();
    const churn = within(trends.getByRole('figure', { name: 'Renewals and churn by month' }));
    expect(churn.getByText(/2 signups, 1 renewal and 1 member lapsed without renewing\./)).toBeInTheDocument();
    expect(within(churn.getByRole('table')).getByRole('row', { name: 'September 2029 0 0 1' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelectorAll('.recharts-wrapper > svg.recharts-surface')).toHaveLength(3));
  });

  it('shows an error with a retry when the analytics fail, and the links still', async () => {
    analytics = () => envelopeResponse(500, undefined, 'Something went wrong');
    const { user } = asAdmin();
    // A 5xx is tried once more before the error shows.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Failed to load the subscription analytics. Please try again');
    expect(screen.getByRole('link', { name: /^Members/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Add members' })).toBeInTheDocument();
    analytics = () => envelopeResponse(200, makeAnalytics());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await section('Subscriptions')).toBeInTheDocument();
  });

  it('sends members on to their own dashboard without asking for the review count or the analytics', async () => {
    storeSession(makeUser({ name: 'Asha Member' }));
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome back, Asha/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-dashboard');
    const urls = spy.mock.calls.map(([u]) => String(u));
    expect(urls.some((u) => u.includes('/post/allPosts'))).toBe(false);
    expect(urls.some((u) => u.includes('/user/analytics'))).toBe(false);
  });
});
