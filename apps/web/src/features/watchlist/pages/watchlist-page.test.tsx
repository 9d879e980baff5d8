import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { COMMUNITY_MSG, WATCHLIST_LIMITS, type Watchlist } from '@tlt/shared/community';
import { envelopeResponse, makeUser } from '../../../test/fixtures.ts';
import { makeWatchlist, png } from '../../../test/members-tools-fixtures.ts';
import { callsTo } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { listPageRoutes, stubCommunityApi } from '../../../test/community-routes.tsx';
import WatchlistPage from './watchlist-page.tsx';

const member = makeUser({ _id: 'u1', name: 'Asha Member' });
const admin = makeUser({ _id: 'u-admin', name: 'Ravi Admin', userType: 'admin' });

const stocks = makeWatchlist({ title: 'Nifty breakouts', types: ['Stocks'] });
const gold = makeWatchlist({ title: 'Gold and silver', types: ['Commodities'] });
const fx = makeWatchlist({ title: 'USDINR levels', types: ['Currencies'] });
const old = makeWatchlist({ title: 'Old list without a category', types: [] });
const ALL = [stocks, gold, fx, old];

interface ListCall {
  query: URLSearchParams;
  body: { types?: string[] };
}

type Answer = Watchlist[] | Response;

/** Stubs the API like the server: watchlist/all filters by `types` ('Other' = no category). */
function setup({ user = member, lists = ALL, answer, routes = {} }: {
  user?: ReturnType<typeof makeUser>;
  lists?: Watchlist[];
  answer?: (call: ListCall) => Answer;
  routes?: Record<string, (body: any) => Response>;
} = {}) {
  const calls: ListCall[] = [];
  const spy = stubCommunityApi(user, (key, query, body) => {
    if (routes[key]) return routes[key](body);
    if (key === 'POST /api/watchlist/all') {
      const call = { query, body };
      calls.push(call);
      const a = answer?.(call);
      if (a instanceof Response) return a;
      const types = body.types as string[] | undefined;
      const rows = (a ?? lists).filter((w) => !types || types.includes(w.types[0] ?? 'Other'));
      return envelopeResponse(200, rows);
    }
    return undefined;
  });
  const utils = renderRoutes(listPageRoutes('/watchlist', <WatchlistPage />, { param: 'title', heading: 'Single watchlist' }), '/watchlist');
  return { ...utils, calls, spy };
}

const panelTitles = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 2 })
    .map((h) => within(h).getByRole('button').querySelector('span > span')?.textContent);

describe('/watchlist as a member', () => {
  it('lists every watchlist under All, each category under its tab and the uncategorised under Other', async () => {
    const { calls, user } = setup();
    expect(await screen.findByRole('button', { name: /Nifty breakouts/ })).toBeInTheDocument();
    // All four categories picked: no filter asked of the server, 100 a page.
    expect(calls[0].body).toEqual({});
    expect(calls[0].query.get('offset')).toBe('0');
    expect(calls[0].query.get('limit')).toBe(String(WATCHLIST_LIMITS.pageSize));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Stocks', 'Commodities', 'Currencies', 'F&O', 'Other']);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(panelTitles()).toEqual(['Nifty breakouts', 'Gold and silver', 'USDINR levels', 'Old list without a category']);

    await user.click(screen.getByRole('tab', { name: 'Commodities' }));
    expect(screen.getByRole('tab', { name: 'Commodities' })).toHaveAttribute('aria-selected', 'true');
    expect(panelTitles()).toEqual(['Gold and silver']);

    await user.click(screen.getByRole('tab', { name: 'Other' }));
    expect(panelTitles()).toEqual(['Old list without a category']);

    await user.click(screen.getByRole('tab', { name: 'F&O' }));
    expect(screen.getByText(COMMUNITY_MSG.watchlistEmpty)).toBeInTheDocument();

    // The arrow keys move between the tabs.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Currencies' })).toHaveFocus();
    // Radix selects the tab as focus lands on it; the address then changes.
    await waitFor(() => expect(panelTitles()).toEqual(['USDINR levels']), { timeout: 5000 });
  });

  it('narrows to the categories picked in the multi-select, keeping Other', async () => {
    const { calls, user, router } = setup();
    await screen.findByRole('button', { name: /Nifty breakouts/ });
    await user.click(screen.getByRole('tab', { name: 'Commodities' }));

    await user.click(screen.getByRole('button', { name: /Categories: All/ }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Commodities' }));
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Currencies' }));

    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ types: ['Stocks', 'F&O', 'Other'] }));
    // The unpicked category's tab goes, and its open tab gives way to All.
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Stocks', 'F&O', 'Other']);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(panelTitles()).toEqual(['Nifty breakouts', 'Old list without a category']));
    expect(router.state.location.search).toBe(`?categories=${encodeURIComponent('Stocks,F&O')}`);
  });

  it('keeps at least one category picked', async () => {
    const { user } = setup({ lists: [stocks] });
    await screen.findByRole('button', { name: /Nifty breakouts/ });
    await user.click(screen.getByRole('button', { name: /Categories/ }));
    const menu = await screen.findByRole('menu');
    for (const name of ['Commodities', 'Currencies', 'F&O']) await user.click(within(menu).getByRole('menuitemcheckbox', { name }));
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Stocks' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /Categories: Stocks/ })).toBeInTheDocument();
  });

  it('opens a panel to show its charts and links to its own page', async () => {
    const { user, router } = setup({ lists: [makeWatchlist({ title: 'Two charts', images: ['/uploads/a.webp', '/uploads/b.webp'] })] });
    // The panel's button is named by the title; the category, count and date describe it.
    const trigger = await screen.findByRole('button', { name: 'Two charts' });
    expect(trigger).toHaveAccessibleDescription(/Stocks\s*2 charts\s*Today/);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'View chart 2 of 2 large' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open Two charts on its own page' }));
    expect(await screen.findByRole('heading', { name: 'Single watchlist' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ listSearch: '' });
  });

  it('says the watchlist is empty when there is none', async () => {
    setup({ lists: [] });
    expect(await screen.findByText(COMMUNITY_MSG.watchlistEmpty)).toBeInTheDocument();
  });

  it('shows no admin controls to a member', async () => {
    setup();
    await screen.findByRole('button', { name: /Nifty breakouts/ });
    expect(screen.queryByRole('button', { name: 'Create Watchlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('offers the next hundred when a page is full', async () => {
    const page1 = Array.from({ length: WATCHLIST_LIMITS.pageSize }, (_, n) => makeWatchlist({ title: `Full page ${n}` }));
    const { calls, user } = setup({ answer: (c) => (c.query.get('offset') === '0' ? page1 : [makeWatchlist({ title: 'On page two' })]) });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: /On page two/ })).toBeInTheDocument();
    expect(calls.map((c) => c.query.get('offset'))).toEqual(['0', '100']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('toasts when the lists cannot be loaded', async () => {
    setup({ answer: () => envelopeResponse(500, undefined, 'boom') });
    // A 5xx is tried once more before it counts as failed (app/query-client.ts).
    expect(await screen.findByText(COMMUNITY_MSG.loadWatchlistFailed, undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(COMMUNITY_MSG.errorTitle, expect.objectContaining({ description: COMMUNITY_MSG.loadWatchlistFailed }));
  });

  it('sends a member who has not agreed to the terms there', async () => {
    const { calls } = setup({ user: makeUser({ agree: false }) });
    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('/watchlist as an admin', () => {
  it('checks the form with the spec messages, then uploads the charts and creates the watchlist', async () => {
    const created = makeWatchlist({ title: 'Fresh list' });
    const { spy, user } = setup({
      user: admin,
      lists: [],
      routes: { 'POST /api/watchlist/create': (body) => envelopeResponse(200, { ...created, ...body }, COMMUNITY_MSG.watchlistCreated) },
    });
    await screen.findByText(COMMUNITY_MSG.watchlistEmpty);
    await user.click(screen.getByRole('button', { name: 'Create Watchlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Watchlist' });
    expect(within(dialog).getByLabelText('Category')).toHaveValue('Stocks');
    const submit = within(dialog).getByRole('button', { name: 'Create Watchlist' });

    await user.click(submit);
    expect(toast.error).toHaveBeenLastCalledWith(COMMUNITY_MSG.createWatchlistErrorTitle, { description: COMMUNITY_MSG.titleRequired });

    await user.type(within(dialog).getByLabelText('Title'), 'Fresh list');
    await user.click(submit);
    expect(toast.error).toHaveBeenLastCalledWith(COMMUNITY_MSG.createWatchlistErrorTitle, { description: COMMUNITY_MSG.imageRequired });

    await user.upload(within(dialog).getByLabelText('Add chart images'), png('chart.png'));
    await user.selectOptions(within(dialog).getByLabelText('Category'), '');
    await user.click(submit);
    expect(toast.error).toHaveBeenLastCalledWith(COMMUNITY_MSG.createWatchlistErrorTitle, { description: COMMUNITY_MSG.typeRequired });
    expect(within(dialog).getByText(COMMUNITY_MSG.typeRequired)).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/upload')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Commodities');
    await user.click(submit);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COMMUNITY_MSG.watchlistCreated, undefined));
    expect(callsTo(spy, 'POST /api/upload')).toHaveLength(1);
    expect(callsTo(spy, 'POST /api/watchlist/create')).toEqual([{ title: 'Fresh list', images: ['/uploads/new-1.webp'], types: ['Commodities'] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message when it refuses the watchlist", async () => {
    const { user } = setup({
      user: admin,
      routes: { 'POST /api/watchlist/create': () => envelopeResponse(400, undefined, COMMUNITY_MSG.imageRequired) },
    });
    await screen.findByRole('button', { name: 'Edit Nifty breakouts' });
    await user.click(screen.getByRole('button', { name: 'Create Watchlist' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Title'), 'Refused');
    await user.upload(within(dialog).getByLabelText('Add chart images'), png('chart.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Watchlist' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(COMMUNITY_MSG.createWatchlistErrorTitle, { description: COMMUNITY_MSG.imageRequired }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('edits a watchlist with its fields filled in', async () => {
    const { spy, user } = setup({
      user: admin,
      routes: { 'PATCH /api/watchlist/update': (body) => envelopeResponse(200, { ...stocks, ...body }, COMMUNITY_MSG.watchlistUpdated) },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Nifty breakouts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Watchlist' });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Nifty breakouts');
    await user.clear(title);
    await user.type(title, 'Nifty breakouts, week 2');
    await user.click(within(dialog).getByRole('button', { name: 'Update Watchlist' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COMMUNITY_MSG.watchlistUpdated, undefined));
    expect(callsTo(spy, 'PATCH /api/watchlist/update')).toEqual([
      { _id: stocks._id, title: 'Nifty breakouts, week 2', images: stocks.images, types: ['Stocks'] },
    ]);
    expect(callsTo(spy, 'POST /api/upload')).toHaveLength(0);
  });

  it('asks before deleting; cancelling sends nothing', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { spy, user } = setup({
      user: admin,
      routes: { [`DELETE /api/watchlist/delete/${gold._id}`]: () => envelopeResponse(200, { _id: gold._id }, COMMUNITY_MSG.watchlistDeleted) },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Gold and silver' }));
    expect(confirm).toHaveBeenCalledWith(COMMUNITY_MSG.deleteWatchlistConfirm);
    expect(callsTo(spy, `DELETE /api/watchlist/delete/${gold._id}`)).toHaveLength(0);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Delete Gold and silver' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COMMUNITY_MSG.watchlistDeleted, undefined));
    expect(callsTo(spy, `DELETE /api/watchlist/delete/${gold._id}`)).toHaveLength(1);
  });

  it('toasts when a delete fails', async () => {
    vi.stubGlobal('confirm', () => true);
    const { user } = setup({
      user: admin,
      routes: { [`DELETE /api/watchlist/delete/${gold._id}`]: () => envelopeResponse(500, undefined, 'boom') },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Gold and silver' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(COMMUNITY_MSG.errorTitle, { description: COMMUNITY_MSG.deleteWatchlistFailed }),
    );
    expect(screen.getByRole('button', { name: 'Delete Gold and silver' })).toBeInTheDocument();
  });
});
