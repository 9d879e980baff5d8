import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HERO_SEED } from '@tlt/shared/content/landing';
import { MSG } from '@tlt/shared/messages';
import { communityUser, insertPost, validPost } from '../../test/community.ts';
import { makeUser, paidOrder, signupBody } from '../../test/factories.ts';
import { call, testApp } from '../../test/helper.ts';

// Finding 3 of issue 9: a NUL (or a lone surrogate in JSON settings) answered 500 on these routes.
const app = await testApp();
// Routes of this test only, whose queries fail in PostgreSQL itself, past every schema and rule.
app.get('/api/test/bad-uuid', async () => app.db.execute(sql`select ${'not-a-uuid'}::uuid`));
app.get('/api/test/bad-bytes', async () => app.db.execute(sql`select convert_from('\\x00'::bytea, 'UTF8')`));
app.get('/api/test/duplicate', async () => {
  await app.db.execute(sql`create temporary table if not exists once (k int primary key)`);
  return app.db.execute(sql`insert into once values (1), (1)`);
});
const member = await communityUser(app);
const admin = await makeUser(app, { userType: 'admin' });
const postId = await insertPost(app, member.user.id);
const commentId = (await call(app, { method: 'POST', url: '/api/post/createComment', token: member.token, payload: { postId, content: 'First' } }))
  .body.data.comments[0]._id as string;
const visitor = () => `v-${Math.random().toString(36).slice(2)}-visitor-id`;
const NUL = 'a\u0000b';

/** Row counts of every table the calls below could write. */
async function counts() {
  const tables = ['users', 'payments', 'orders', 'contact_queries', 'leads', 'webinar_registrations', 'posts', 'post_comments',
    'blogs', 'analytics_events', 'site_content', 'settings', 'plans'];
  const out: Record<string, number> = {};
  for (const t of tables) {
    const res = (await app.db.execute(sql.raw(`select count(*)::int as n from ${t}`))) as unknown as { rows: { n: number }[] };
    out[t] = Number(res.rows[0].n);
  }
  return out;
}

async function cases(): Promise<[string, InjectOptions & { token?: string }][]> {
  const order = await paidOrder(app);
  return [
    ['contact', { method: 'POST', url: '/api/contactus/createQuery', payload: { name: 'Ravi Kumar', email: 'ravi@example.com', message: NUL } }],
    ['lead', { method: 'POST', url: '/api/lead/create', payload: { email: 'lead@example.com', name: NUL, age: 31, gender: 'female', contactNo: '9123456780' } }],
    ['webinar registration', { method: 'POST', url: '/api/webinar/register', payload: { name: NUL, email: 'amit@example.com', contact: '9812345670', city: 'Pune', language: 'Hindi' } }],
    ['order', { method: 'POST', url: '/api/order/create', payload: { planId: 3, name: NUL, email: 'price@example.com' } }],
    ['signup', { method: 'POST', url: '/api/auth/signup', payload: signupBody(order.email, order.proof, { name: `New ${NUL}` }) }],
    ['user update', { method: 'PATCH', url: '/api/user/update', token: member.token, payload: { name: NUL } }],
    ['comment', { method: 'POST', url: '/api/post/createComment', token: member.token, payload: { postId, content: NUL } }],
    ['reply', { method: 'POST', url: '/api/post/createCommentReply', token: member.token, payload: { postId, commentId, content: NUL } }],
    ['post title', { method: 'POST', url: '/api/post/create', token: member.token, payload: validPost({ title: NUL }) }],
    ['blog', { method: 'POST', url: '/api/blogs', token: admin.token, payload: { title: NUL, shortDescription: 'Short', description: '<p>Text</p>' } }],
    ['analytics event', { method: 'POST', url: '/api/analytics/events', payload: { events: [{ kind: 'pageview', path: `/${NUL}`, visitorId: visitor() }] } }],
    ['content', { method: 'PUT', url: '/api/content/landing.hero', token: admin.token, payload: { ...HERO_SEED, headline: NUL } }],
    ['plan settings', { method: 'PUT', url: '/api/plan/config', token: admin.token, payload: { discount: 10, code: NUL, endsAt: '23:59' } }],
    ['webinar settings', { method: 'PUT', url: '/api/webinar/config', token: admin.token, payload: { customWebinarDate: ' ', whatsappLink: `https://chat.whatsapp.com/${NUL}` } }],
    ['blog slug in the path', { method: 'GET', url: '/api/blogs/bySlug/a%00b' }],
    ['query parameter', { method: 'DELETE', url: `/api/post/deleteComment?postId=${postId}&commentId=%00`, token: member.token }],
    // JSON.stringify would escape these as the client sent them: write the body by hand.
    ['lone surrogate in content', { method: 'PUT', url: '/api/content/landing.hero', token: admin.token, headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...HERO_SEED, headline: 'HEADLINE' }).replace('HEADLINE', '\\ud800') }],
    ['lone surrogate in a key', { method: 'PUT', url: '/api/webinar/config', token: admin.token, headers: { 'content-type': 'application/json' },
      payload: '{"customWebinarDate":" ","\\udc00":1}' }],
  ];
}

describe('the text rule on every route', () => {
  it('answers 400 with one clear message and writes nothing, for NUL and lone surrogates anywhere', async () => {
    const all = await cases();
    const before = await counts();
    for (const [name, opts] of all) {
      const r = await call(app, opts);
      expect(r.status, name).toBe(400);
      expect(r.body, name).toMatchObject({ status: false, code: 400, message: MSG.unsafeText, data: { errors: [{ message: MSG.unsafeText }] } });
    }
    expect(await counts()).toEqual(before);
  });

  it('names the field in data.errors, as schema failures do', async () => {
    const r = await call(app, { method: 'POST', url: '/api/post/create', token: member.token, payload: validPost({ tags: ['Intraday', NUL] }) });
    expect(r.body.data.errors).toEqual([{ path: 'tags.1', message: MSG.unsafeText }]);
  });

  it('lets ordinary text through, emoji and Devanagari included', async () => {
    const r = await call(app, { method: 'POST', url: '/api/post/createComment', token: member.token, payload: { postId, content: 'बढ़िया 📈 trade' } });
    expect(r.status).toBe(200);
  });
});

describe('database refusals are the client\'s 4xx, never 500 (the backstop)', () => {
  it('maps SQLSTATE class 22 to 400 and class 23 to 409, with no SQL in the answer', async () => {
    for (const url of ['/api/test/bad-uuid', '/api/test/bad-bytes']) {
      const r = await call(app, { method: 'GET', url });
      expect(r.body, url).toEqual({ status: false, code: 400, message: MSG.invalidInput });
    }
    const dup = await call(app, { method: 'GET', url: '/api/test/duplicate' });
    expect(dup.body).toEqual({ status: false, code: 409, message: MSG.conflict });
  });
});
