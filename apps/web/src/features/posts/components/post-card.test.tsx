import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { COMMUNITY_DISCLAIMER, COMMUNITY_MSG, type Post } from '@tlt/shared/community';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { callsTo, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PostCard } from './post-card.tsx';
import { makeAuthor, makePost } from '../../../test/post-fixtures.ts';

const member = makeUser({ _id: 'u1', name: 'Asha Member' });
const admin = makeUser({ _id: 'a1', name: 'Team Admin', userType: 'admin' });

function setup(post: Post, viewer = member, onEdit = vi.fn(), likeStatus = 200) {
  storeSession(viewer);
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, viewer),
    'DELETE /api/post/delete/p-del': () => envelopeResponse(200, null),
    'POST /api/post/likePost': () =>
      likeStatus === 200 ? envelopeResponse(200, { ...post, isLiked: true, likeCount: post.likeCount + 1 }) : envelopeResponse(likeStatus, undefined, 'boom'),
  });
  const utils = renderRoutes([{ path: '/posts', element: <PostCard post={post} onEdit={onEdit} /> }], '/posts');
  return { ...utils, spy, onEdit };
}

describe('post card', () => {
  it('shows author, title as text, figures to 2 decimals, tags and a relative date', () => {
    setup(makePost({ title: '<b>Nifty</b> breakout', entryPrice: 100, targetPrice1: 120, targetPrice2: 130.5, stopLoss: 95, risk: 1.5, tags: ['Intraday', 'Other'] }));
    const card = screen.getByRole('article');
    expect(within(card).getByText('Ravi Trader')).toBeInTheDocument();
    // A member's title is text: the markup shows as typed, nothing is rendered as HTML.
    expect(within(card).getByRole('heading', { name: '<b>Nifty</b> breakout' })).toBeInTheDocument();
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).getByText('Entry').nextSibling).toHaveTextContent('100.00');
    expect(within(card).getByText('Target 1').nextSibling).toHaveTextContent('120.00');
    expect(within(card).getByText('Target 2').nextSibling).toHaveTextContent('130.50');
    expect(within(card).getByText('Stop Loss').nextSibling).toHaveTextContent('95.00');
    expect(within(card).getByText('Risk').nextSibling).toHaveTextContent('1.50');
    expect(within(card).getByText('#Intraday')).toBeInTheDocument();
    expect(within(card).getByText('Today')).toBeInTheDocument();
    expect(within(card).queryByText('Admin')).not.toBeInTheDocument();
    expect(within(card).queryByText(/See Full Disclosure/)).not.toBeInTheDocument();
  });

  it('renders an admin post with the Admin badge and its title as HTML', () => {
    setup(makePost({ postedByRole: 'admin', postedBy: makeAuthor({ userType: 'admin', name: 'Team' }), title: '<p>Read <strong>this</strong></p>' }));
    const card = screen.getByRole('article');
    expect(within(card).getByText('Admin')).toBeInTheDocument();
    expect(within(card).getByText('this').tagName).toBe('STRONG');
  });

  it('shows the Profitable badge with its tooltip', async () => {
    const { user } = setup(makePost({ postedBy: makeAuthor({ isProfitable: true }) }));
    const badge = screen.getByRole('button', { name: /Profitable/ });
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(COMMUNITY_MSG.profitableTooltip);
    await user.hover(badge);
    expect(screen.getByRole('tooltip')).toBeVisible();
  });

  it('cuts the disclaimer to 79 characters until See Full Disclosure is pressed', async () => {
    const { user } = setup(makePost({ showDisclaimer: true }));
    const cut = `${COMMUNITY_DISCLAIMER.slice(0, 79)}…`;
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent?.startsWith(cut) === true)).toBeInTheDocument();
    expect(screen.queryByText(COMMUNITY_DISCLAIMER, { exact: false })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: COMMUNITY_MSG.seeFullDisclosure }));
    expect(screen.getByText(COMMUNITY_DISCLAIMER, { exact: false })).toBeInTheDocument();
  });

  it('offers edit and delete to the author', async () => {
    const post = makePost({ postedBy: makeAuthor({ _id: 'u1' }) });
    const { user, onEdit } = setup(post);
    await user.click(screen.getByRole('button', { name: 'Edit post' }));
    expect(onEdit).toHaveBeenCalledWith(post);
    expect(screen.getByRole('button', { name: 'Delete post' })).toBeInTheDocument();
  });

  it('offers edit and delete to an admin on anyone’s post', () => {
    setup(makePost(), admin);
    expect(screen.getByRole('button', { name: 'Edit post' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete post' })).toBeInTheDocument();
  });

  it('hides edit and delete from other members', () => {
    setup(makePost());
    expect(screen.queryByRole('button', { name: 'Edit post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete post' })).not.toBeInTheDocument();
  });

  it('shows the author their rejected post with the reason, and pending ones as under review', () => {
    setup(makePost({ postedBy: makeAuthor({ _id: 'u1' }), verificationStatus: 'rejected', rejectionReason: 'Add a stop loss' }));
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText(/Reason: Add a stop loss/)).toBeInTheDocument();
  });

  it('deletes after the browser confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, spy } = setup(makePost({ _id: 'p-del', postedBy: makeAuthor({ _id: 'u1' }) }));
    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    expect(confirm).toHaveBeenCalledWith(COMMUNITY_MSG.deletePostConfirm);
    expect(callsTo(spy, 'DELETE /api/post/delete/p-del')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COMMUNITY_MSG.postDeleted, undefined));
    expect(callsTo(spy, 'DELETE /api/post/delete/p-del')).toHaveLength(1);
  });

  it('likes with the spec call', async () => {
    const post = makePost({ likeCount: 2 });
    const { user, spy } = setup(post);
    expect(screen.getByRole('button', { name: 'Like' })).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(callsTo(spy, 'POST /api/post/likePost')).toEqual([{ postId: post._id }]));
    expect(String(spy.mock.calls.find(([u]) => String(u).includes('likePost'))?.[0])).toContain('isLike=true');
  });

  it('says so when a like fails', async () => {
    const { user } = setup(makePost({ likeCount: 2 }), member, vi.fn(), 500);
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(COMMUNITY_MSG.errorTitle, { description: COMMUNITY_MSG.likeFailed }));
    expect(screen.getByRole('button', { name: 'Like' })).toHaveTextContent('2');
  });

  it('offers Size this trade on a post with a stop loss, opening the calculator with its stop loss and first target', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = setup(makePost({ stopLoss: 95, targetPrice1: 110, targetPrice2: 130, risk: null }));
    await user.click(screen.getByRole('button', { name: 'Size this trade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trade Calculator' }, { timeout: 5000 });
    expect(within(dialog).getByRole('tab', { name: 'Equity' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByLabelText('Stop loss')).toHaveValue(95);
    expect(within(dialog).getByLabelText('Target (optional)')).toHaveValue(110);
    // This post gives no entry: the member adds capital and entry.
    expect(within(dialog).getByLabelText('Entry price')).toHaveValue(null);
  });

  it('sizes a Gold (MCX) post in Commodities with the Gold contract, the post’s entry, stop, target and risk, and keeps them across modes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('calculatorInputs', JSON.stringify({ capital: '1000000', risk: '0.5' }));
    const { user } = setup(makePost({
      title: 'Gold (MCX) daily: higher lows since the dip, stop below 71,200 and first target 75,500. Sizing for 1% risk.',
      tags: ['Positional or Swing', 'Commodities'], entryPrice: 72400, stopLoss: 71200, targetPrice1: 75500, targetPrice2: 76200, risk: 1,
    }));
    await user.click(screen.getByRole('button', { name: 'Size this trade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trade Calculator' }, { timeout: 5000 });
    expect(within(dialog).getByRole('tab', { name: 'Commodities' })).toHaveAttribute('aria-selected', 'true');
    const contract = within(dialog).getByRole('combobox', { name: 'Contract' });
    await waitFor(() => expect(contract).toHaveDisplayValue('Gold (1 Kg): ₹100 per ₹1 move (quoted per 10 g)'));
    expect(within(dialog).getByLabelText('Entry price')).toHaveValue(72400);
    expect(within(dialog).getByLabelText('Stop loss')).toHaveValue(71200);
    expect(within(dialog).getByLabelText('Target (optional)')).toHaveValue(75500);
    expect(within(dialog).getByLabelText('Risk')).toHaveValue(1);
    expect(within(dialog).getByLabelText('Capital')).toHaveValue(1000000);
    // 1% of ₹10,00,000 over ₹1,200 a 10 g × ₹100 a lot: 0.083 lots, so not one lot fits; never "Buy 7 shares".
    const result = within(dialog).getByRole('region', { name: 'Result' });
    expect(result).not.toHaveTextContent('shares');
    expect(result).toHaveTextContent('Sorry! Your portfolio is too small');
    // Switching mode keeps the post's prices and risk.
    await user.click(within(dialog).getByRole('tab', { name: 'Equity' }));
    expect(within(dialog).getByLabelText('Entry price')).toHaveValue(72400);
    expect(within(dialog).getByLabelText('Stop loss')).toHaveValue(71200);
    expect(within(dialog).getByLabelText('Target (optional)')).toHaveValue(75500);
    expect(within(dialog).getByLabelText('Risk')).toHaveValue(1);
    await user.click(within(dialog).getByRole('tab', { name: 'Commodities' }));
    expect(within(dialog).getByRole('combobox', { name: 'Contract' })).toHaveDisplayValue('Gold (1 Kg): ₹100 per ₹1 move (quoted per 10 g)');
    // The post's risk was for this trade: the member's own remembered risk is left as it was.
    expect(JSON.parse(localStorage.getItem('calculatorInputs')!)).toEqual({ capital: '1000000', risk: '0.5' });
    const capital = within(dialog).getByLabelText('Capital');
    await user.clear(capital);
    await user.type(capital, '30000000');
    expect(within(dialog).getByRole('region', { name: 'Result' })).toHaveTextContent('buy 2 lots');
  });

  it('has no Size this trade without a stop loss', () => {
    setup(makePost({ stopLoss: null }));
    expect(screen.queryByRole('button', { name: 'Size this trade' })).not.toBeInTheDocument();
  });
});
