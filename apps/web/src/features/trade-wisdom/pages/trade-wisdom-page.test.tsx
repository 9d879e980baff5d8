import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { COMMUNITY_LIMITS, COMMUNITY_MSG, type TradeWisdom } from '@tlt/shared/community';
import { envelopeResponse, makeUser } from '../../../test/fixtures.ts';
import { makeTradeWisdom, png } from '../../../test/members-tools-fixtures.ts';
import { stubIntersectionObserver } from '../../../test/post-fixtures.ts';
import { callsTo } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { listPageRoutes, stubCommunityApi } from '../../../test/community-routes.tsx';
import TradeWisdomPage from './trade-wisdom-page.tsx';

const member = makeUser({ _id: 'u1', name: 'Asha Member' });
const admin = makeUser({ _id: 'u-admin', name: 'Ravi Admin', userType: 'admin' });

let io: ReturnType<typeof stubIntersectionObserver>;
beforeEach(() => {
  io = stubIntersectionObserver();
});

function setup({ user = member, page, routes = {} }: {
  user?: ReturnType<typeof makeUser>;
  /** Answers GET tradeWisdom/all by page number (offset / 10). */
  page: (n: number) => TradeWisdom[] | Response;
  routes?: Record<string, (body: any) => Response>;
}) {
  const offsets: string[] = [];
  const spy = stubCommunityApi(user, (key, query, body) => {
    if (routes[key]) return routes[key](body);
    if (key === 'GET /api/tradeWisdom/all') {
      expect(query.get('limit')).toBe('10');
      const offset = query.get('offset') ?? '';
      offsets.push(offset);
      const answer = page(Number(offset) / COMMUNITY_LIMITS.pageSize);
      return answer instanceof Response ? answer : envelopeResponse(200, answer);
    }
    return undefined;
  });
  const utils = renderRoutes(listPageRoutes('/trade-wisdom', <TradeWisdomPage />, { param: 'wisdomId', heading: 'One item' }), '/trade-wisdom');
  return { ...utils, offsets, spy };
}

const ten = (p: string) => Array.from({ length: 10 }, (_, i) => makeTradeWisdom({ title: `${p} lesson ${i}` }));
describe('/trade-wisdom', () => {
  it('loads 10 a page within 200 px of the bottom once armed, and stops after a short page', async () => {
    const { offsets } = setup({ page: (n) => (n === 0 ? ten('a') : n === 1 ? ten('b') : [makeTradeWisdom({ title: 'the last one' })]) });
    expect(await screen.findByText('a lesson 0')).toBeInTheDocument();
    expect(offsets).toEqual(['0']);
    // The listener is attached only after the spec's 1500 ms, then with a 200 px lookahead.
    await waitFor(() => expect(io.margins).toContain(`0px 0px ${COMMUNITY_LIMITS.listLookaheadPx}px 0px`), { timeout: 4000 });

    io.intersectAll();
    expect(await screen.findByText('b lesson 9')).toBeInTheDocument();
    io.intersectAll();
    expect(await screen.findByText('the last one')).toBeInTheDocument();
    io.intersectAll();
    expect(offsets).toEqual(['0', '10', '20']);
    expect(screen.getAllByRole('article')).toHaveLength(21);
  });

  it('shows the text with its line breaks, the images, the author and the date', async () => {
    setup({
      page: () => [
        makeTradeWisdom({
          title: 'Cut losses early.\nLet winners run.',
          images: ['/uploads/a.webp', '/uploads/b.webp'],
          postedBy: { _id: 'u-admin', name: 'Ravi Admin', profileImg: null },
        }),
      ],
    });
    const card = await screen.findByRole('article');
    const text = within(card).getByText(/Cut losses early\. Let winners run\./, { selector: 'p' });
    expect(text.textContent).toBe('Cut losses early.\nLet winners run.');
    expect(text).toHaveClass('whitespace-pre-line');
    expect(within(card).getByRole('heading', { name: /Ravi Admin/ })).toBeInTheDocument();
    expect(within(card).getByText('Today')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View chart 2 of 2 large' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Open “Cut losses early\.” on its own page/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/trade-wisdom\//),
    );
  });

  it('says No Records Found when there is none', async () => {
    setup({ page: () => [] });
    expect(await screen.findByText(COMMUNITY_MSG.noRecords)).toBeInTheDocument();
  });

  it('shows no admin controls to a member', async () => {
    setup({ page: () => [makeTradeWisdom({ title: 'A lesson' })] });
    await screen.findByText('A lesson');
    expect(screen.queryByRole('button', { name: 'Create Trade Wisdom' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('sends a member who has not agreed to the terms there', async () => {
    const { offsets } = setup({ user: makeUser({ agree: false }), page: () => [] });
    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(offsets).toEqual([]);
  });
});

describe('/trade-wisdom as an admin', () => {
  it('checks the form with the spec messages, then uploads and creates the item', async () => {
    const { spy, user } = setup({
      user: admin,
      page: () => [],
      routes: { 'POST /api/tradeWisdom/create': (body) => envelopeResponse(200, makeTradeWisdom(body), COMMUNITY_MSG.tradeWisdomCreated) },
    });
    await screen.findByText(COMMUNITY_MSG.noRecords);
    await user.click(screen.getByRole('button', { name: 'Create Trade Wisdom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Trade Wisdom' });

    await user.click(within(dialog).getByRole('button', { name: 'Create Trade Wisdom' }));
    expect(toast.error).toHaveBeenLastCalledWith(COMMUNITY_MSG.createTradeWisdomErrorTitle, { description: COMMUNITY_MSG.titleRequired });

    await user.type(within(dialog).getByLabelText('Title'), 'Plan the trade.{Enter}Trade the plan.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Trade Wisdom' }));
    expect(toast.error).toHaveBeenLastCalledWith(COMMUNITY_MSG.createTradeWisdomErrorTitle, { description: COMMUNITY_MSG.imageRequired });
    expect(within(dialog).getByText(COMMUNITY_MSG.imageRequired)).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('Add chart images'), png('lesson.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Trade Wisdom' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COMMUNITY_MSG.tradeWisdomCreated, undefined));
    expect(callsTo(spy, 'POST /api/tradeWisdom/create')).toEqual([{ title: 'Plan the trade.\nTrade the plan.', images: ['/uploads/new-1.webp'] }]);
  });

  it('asks before deleting; cancelling sends nothing, confirming deletes', async () => {
    const item = makeTradeWisdom({ title: 'Old lesson' });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { spy, user } = setup({
      user: admin,
      page: () => [item],
      routes: { [`DELETE /api/tradeWisdom/delete/${item._id}`]: () => envelopeResponse(200, { _id: item._id }) },
    });
    const del = await screen.findByRole('button', { name: 'Delete “Old lesson”' });
    await user.click(del);
    expect(confirm).toHaveBeenCalledWith(COMMUNITY_MSG.deleteTradeWisdomConfirm);
    expect(callsTo(spy, `DELETE /api/tradeWisdom/delete/${item._id}`)).toHaveLength(0);

    confirm.mockReturnValue(true);
    await user.click(del);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COMMUNITY_MSG.tradeWisdomDeleted, undefined));
    expect(callsTo(spy, `DELETE /api/tradeWisdom/delete/${item._id}`)).toHaveLength(1);
  });

  it('toasts when a delete fails', async () => {
    const item = makeTradeWisdom({ title: 'Stubborn lesson' });
    vi.stubGlobal('confirm', () => true);
    const { user } = setup({
      user: admin,
      page: () => [item],
      routes: { [`DELETE /api/tradeWisdom/delete/${item._id}`]: () => envelopeResponse(500, undefined, 'boom') },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete “Stubborn lesson”' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(COMMUNITY_MSG.errorTitle, { description: COMMUNITY_MSG.deleteRecordFailed }));
    expect(screen.getByText('Stubborn lesson')).toBeInTheDocument();
  });
});
