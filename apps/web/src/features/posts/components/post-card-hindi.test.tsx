import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { activateLocale } from '../../../lib/i18n.ts';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makePost } from '../../../test/post-fixtures.ts';
import { PostCard } from './post-card.tsx';

const member = makeUser({ _id: 'u1', name: 'Asha Member' });

// The Hindi catalogues compile on first load: generous on a busy machine.
beforeAll(() => activateLocale('hi'), 60_000);
afterAll(() => activateLocale('en'));

describe('post card in Hindi', () => {
  it('names the trade’s figures with the glossary’s words, the numbers as in English', () => {
    storeSession(member);
    stubApi({ 'GET /api/auth': () => envelopeResponse(200, member) });
    const post = makePost({ title: 'Nifty breakout', entryPrice: 100, targetPrice1: 120, targetPrice2: 130.5, stopLoss: 95, risk: 1.5, commentCount: 2, tags: ['Intraday'] });
    renderRoutes([{ path: '/posts', element: <PostCard post={post} /> }], '/posts');
    const card = screen.getByRole('article');
    expect(within(card).getByText('एंट्री').nextSibling).toHaveTextContent('100.00');
    expect(within(card).getByText('टारगेट 1').nextSibling).toHaveTextContent('120.00');
    expect(within(card).getByText('टारगेट 2').nextSibling).toHaveTextContent('130.50');
    expect(within(card).getByText('स्टॉप लॉस').nextSibling).toHaveTextContent('95.00');
    expect(within(card).getByText('रिस्क').nextSibling).toHaveTextContent('1.50');
    // The member's own title is never translated; the card's own words and dates are.
    expect(within(card).getByRole('heading', { name: 'Nifty breakout' })).toBeInTheDocument();
    expect(within(card).getByText('आज')).toBeInTheDocument();
    // A tag is stored in English (a machine value) and named in Hindi.
    expect(within(card).getByText('#इंट्राडे')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /इस ट्रेड का साइज़ निकालें/ })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '2 कमेंट' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'लाइक' })).toBeInTheDocument();
    expect(within(card).queryByText('Entry')).not.toBeInTheDocument();
  });

  it('marks what people wrote for the Hindi walk: the name translate="no", the title, bio and own tag of unknown language', () => {
    storeSession(member);
    stubApi({ 'GET /api/auth': () => envelopeResponse(200, member) });
    const post = makePost({ title: 'Nifty breakout', tags: ['Intraday', 'Breakout watch'] });
    renderRoutes([{ path: '/posts', element: <PostCard post={post} /> }], '/posts');
    const card = screen.getByRole('article');
    expect(within(card).getByText('Ravi Trader')).toHaveAttribute('translate', 'no');
    expect(within(card).getByRole('heading', { name: 'Nifty breakout' })).toHaveAttribute('lang', '');
    expect(within(card).getByText('Swing trader')).toHaveAttribute('lang', '');
    // A named tag is the interface's word (in Hindi); a member's own is left as written, marked.
    expect(within(card).getByText('#इंट्राडे')).not.toHaveAttribute('lang');
    expect(within(card).getByText('#Breakout watch')).toHaveAttribute('lang', '');
  });
});
