import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { MEMBER_MSG, MemberDetailSchema, MemberListSchema } from '@tlt/shared/back-office/members';
import { envelopeSchema } from '@tlt/shared/envelope';
import { MSG } from '@tlt/shared/messages';
import { auditLog, payments, sessions, users } from '../../db/schema/index.ts';
import { communityUser, insertPost, postApi } from '../../../test/community.ts';
import { makeUser, PASSWORD } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { createSession } from '../auth/service.ts';
import { grantPlanCourses } from '../courses/service.ts';

// A database of its own: totals and the newest-first order are asserted exactly.
const app = await testApp({ fresh: true });
const DAY = 86400_000;
const admin = await makeUser(app, { userType: 'admin', name: 'Desk Admin', email: 'desk@example.com' });
const otherAdmin = await makeUser(app, { userType: 'admin', name: 'Second Admin', email: 'second@example.com' });

interface Seed {
  name: string;
  email: string;
  phone?: string | null;
  /** Days from now the paid period ends (negative: ended); null for none. */
  endsIn?: number | null;
  plan?: string;
  active?: boolean;
  profitable?: boolean;
}

/** A member with a phone typed as given and a paid period ending `endsIn` days from now. */
async function seed(s: Seed) {
  const made = await makeUser(app, { name: s.name, email: s.email, months: 0, active: s.active });
  await app.db.update(users).set({ contactNo: s.phone ?? null, isProfitable: s.profitable ?? false }).where(eq(users.id, made.user.id));
  if (s.endsIn !== null) {
    const end = new Date(Date.now() + (s.endsIn ?? 100) * DAY);
    await app.db.insert(payments).values({
      userId: made.user.id, amountPaise: 3499900, txnId: `pay_${s.email}`, orderId: `order_${s.email}`,
      planType: s.plan ?? 'Yearly', source: 'test', startDate: new Date(end.getTime() - 365 * DAY), endDate: end,
    });
  }
  app.sessionCache.dropUser(made.user.id);
  return made;
}

// Oldest first: each is created after the one before.
const asha = await seed({ name: 'Asha Verma', email: 'asha.verma@example.com', phone: '+91 98765-43210', plan: 'Yearly' });
await seed({ name: 'Ravi Kumar', email: 'ravi@traders.in', phone: '09123456789', endsIn: 3, plan: 'Half-Yearly' });
await seed({ name: 'Meera Shah', email: 'meera@example.com', phone: '7012345678', endsIn: -10, plan: 'Quarterly', profitable: true });
const om = await seed({ name: 'Om Prakash', email: 'om@example.com', phone: null, endsIn: null });
await seed({ name: 'Zara 100% Khan', email: 'zara_k@example.com', phone: '8899001122', endsIn: 40, plan: 'Annual', active: false });

const list = (qs = '', token: string | undefined = admin.token) => call(app, { method: 'GET', url: `/api/user/all${qs}`, token });
const emails = (r: Awaited<ReturnType<typeof list>>) => r.body.data.members.map((m: { email: string }) => m.email);
const setStatus = (email: string, active: boolean, token = admin.token) =>
  call(app, { method: 'POST', url: '/api/user/changeUserStatus', token, payload: { email, active } });
const setProfitable = (email: string, isProfitable: boolean, token = admin.token) =>
  call(app, { method: 'POST', url: '/api/user/changeUserProfitableStatus', token, payload: { email, isProfitable } });
const login = (email: string) => call(app, { method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
const me = (token: string) => call(app, { method: 'GET', url: '/api/auth', token });
const auditOf = (userId: string) => app.db.select().from(auditLog).where(eq(auditLog.targetUserId, userId)).orderBy(auditLog.createdAt);

describe('who may call the members API', () => {
  const routes = [
    { method: 'GET' as const, url: '/api/user/all' },
    { method: 'POST' as const, url: '/api/user/changeUserStatus', payload: { email: 'om@example.com', active: false } },
    { method: 'POST' as const, url: '/api/user/changeUserProfitableStatus', payload: { email: 'om@example.com', isProfitable: true } },
    { method: 'GET' as const, url: `/api/user/${om.user.id}/detail` },
    { method: 'POST' as const, url: `/api/user/${om.user.id}/sessions/end` },
  ];

  it('answers 401 to a visitor and 403 to a member, and changes nothing', async () => {
    for (const r of routes) {
      expect((await call(app, r)).status, r.url).toBe(401);
      expect((await call(app, { ...r, token: asha.token })).status, r.url).toBe(403);
    }
    expect((await me(om.token)).status).toBe(200); // om's session still works
    const [row] = await app.db.select().from(users).where(eq(users.id, om.user.id));
    expect(row).toMatchObject({ active: true, isProfitable: false });
    expect(await auditOf(om.user.id)).toEqual([]);
  });
});

describe('GET /api/user/all', () => {
  it('lists everyone newest first with a total, in the shape of its schema and without a secret', async () => {
    const r = await list('?limit=30');
    expect(r.status).toBe(200);
    expect(envelopeSchema(MemberListSchema).strict().safeParse(r.body).success).toBe(true);
    expect(emails(r)).toEqual([
      'zara_k@example.com', 'om@example.com', 'meera@example.com', 'ravi@traders.in', 'asha.verma@example.com',
      'second@example.com', 'desk@example.com',
    ]);
    expect(r.body.data).toMatchObject({ total: 7, offset: 0, limit: 30 });
    expect(r.body.data.members[4]).toMatchObject({
      _id: asha.user.id, name: 'Asha Verma', contactNo: '+91 98765-43210', userType: 'normal', active: true,
      isProfitable: false, planType: 'Yearly',
    });
    expect(Object.keys(r.body.data.members[0]).sort()).toEqual(
      ['_id', 'active', 'contactNo', 'createdAt', 'email', 'endDate', 'isProfitable', 'lastSeenAt', 'name', 'next', 'planType', 'userType'],
    );
    expect(r.raw).not.toMatch(/password|hash|token|argon/i);
    expect(r.body.data.members.find((m: { email: string }) => m.email === 'om@example.com')).toMatchObject({ planType: null, endDate: null });
  });

  it('pages by offset and limit, the total counting every match', async () => {
    const first = await list('?offset=0&limit=2');
    const second = await list('?offset=2&limit=2');
    const last = await list('?offset=6&limit=2');
    expect(emails(first)).toEqual(['zara_k@example.com', 'om@example.com']);
    expect(emails(second)).toEqual(['meera@example.com', 'ravi@traders.in']);
    expect(emails(last)).toEqual(['desk@example.com']);
    for (const r of [first, second, last]) expect(r.body.data.total).toBe(7);
    expect((await list('?offset=100&limit=10')).body.data).toMatchObject({ members: [], total: 7 });
    // A search pages the same way, its total the same on every page and past the last.
    const found = await Promise.all([0, 2, 4, 100].map((offset) => list(`?q=example.com&offset=${offset}&limit=2`)));
    expect(found.map((r) => r.body.data.total)).toEqual([6, 6, 6, 6]);
    expect(found.map((r) => r.body.data.members.length)).toEqual([2, 2, 2, 0]);
    // The spec's page sizes are all allowed; the limit is capped.
    for (const limit of [10, 20, 30, 100, 200, 500]) expect((await list(`?limit=${limit}`)).status).toBe(200);
    expect((await list('?limit=501')).status).toBe(400);
    expect((await list('?limit=0')).status).toBe(400);
    expect((await list('?offset=-1')).status).toBe(400);
    expect((await list()).body.data.limit).toBe(10);
  });

  it('finds by part of a name or e-mail, whatever the case', async () => {
    expect(emails(await list('?q=ASHA'))).toEqual(['asha.verma@example.com']);
    expect(emails(await list('?q=kumar'))).toEqual(['ravi@traders.in']);
    expect(emails(await list('?q=traders.IN'))).toEqual(['ravi@traders.in']);
    expect(emails(await list('?q=%20%20shah%20'))).toEqual(['meera@example.com']);
    // Words in order, whatever lies between them.
    expect(emails(await list('?q=zara%20khan'))).toEqual(['zara_k@example.com']);
    expect(emails(await list('?q=zara%20shah'))).toEqual([]);
    // Two letters hold no trigram: still found, by reading the table.
    expect(emails(await list('?q=Pr'))).toEqual(['om@example.com']);
    expect((await list('?q=nobody-like-this')).body.data).toMatchObject({ members: [], total: 0 });
  });

  it('finds by part of a phone number however it was typed or stored', async () => {
    // Stored "+91 98765-43210": found by its digits, with or without spaces and a prefix.
    for (const q of ['98765', '65432', '98765 43210', '+91 98765 43210', '919876543210', '09876543210', '876-543']) {
      expect(emails(await list(`?q=${encodeURIComponent(q)}`)), q).toEqual(['asha.verma@example.com']);
    }
    // Stored "09123456789" with its trunk zero.
    expect(emails(await list('?q=91234%2056789'))).toEqual(['ravi@traders.in']);
  });

  it('takes % and _ in a search as themselves', async () => {
    expect(emails(await list('?q=100%25'))).toEqual(['zara_k@example.com']);
    expect(emails(await list('?q=a_k'))).toEqual(['zara_k@example.com']);
    expect((await list('?q=%25')).body.data.total).toBe(1);
  });

  it('filters by account status, paid period, profitable and plan, and combines them with a search', async () => {
    const cases: [string, string[]][] = [
      ['status=suspended', ['zara_k@example.com']],
      ['status=active&q=example', ['om@example.com', 'meera@example.com', 'asha.verma@example.com', 'second@example.com', 'desk@example.com']],
      ['period=current', ['zara_k@example.com', 'ravi@traders.in', 'asha.verma@example.com']],
      ['period=expiring', ['ravi@traders.in']],
      // Admins need no plan; a member who never paid has no period either.
      ['period=expired', ['om@example.com', 'meera@example.com']],
      ['profitable=true', ['meera@example.com']],
      ['profitable=false&period=current', ['zara_k@example.com', 'ravi@traders.in', 'asha.verma@example.com']],
      // A plan by its name or an alias: Annual and Yearly are one plan.
      ['plan=Yearly', ['zara_k@example.com', 'asha.verma@example.com']],
      ['plan=Annual', ['zara_k@example.com', 'asha.verma@example.com']],
      ['plan=Six', ['ravi@traders.in']],
      ['plan=Quarterly&period=expired', ['meera@example.com']],
      ['plan=Unknown', []],
      ['status=active&period=current&q=verma', ['asha.verma@example.com']],
    ];
    for (const [qs, expected] of cases) {
      const r = await list(`?limit=30&${qs}`);
      expect(r.status, qs).toBe(200);
      expect(emails(r), qs).toEqual(expected);
      expect(r.body.data.total, qs).toBe(expected.length);
    }
    expect((await list('?status=sleeping')).status).toBe(400);
    expect((await list('?period=soon')).status).toBe(400);
    expect((await list('?profitable=yes')).status).toBe(400);
  });

  it('shows a renewal at once: the list follows the payment ending last', async () => {
    const before = (await list()).body.data.total;
    const renewed = await seed({ name: 'Kiran Renew', email: 'kiran@example.com', endsIn: -1, plan: 'Quarterly' });
    // The unfiltered total is the trigger-kept count of users: it follows an insert and a delete.
    expect((await list()).body.data.total).toBe(before + 1);
    expect((await list('?q=kiran&period=expired')).body.data.total).toBe(1);
    const end = new Date(Date.now() + 200 * DAY);
    await app.db.insert(payments).values({
      userId: renewed.user.id, amountPaise: 3499900, txnId: 'pay_kiran_2', orderId: null, planType: 'Yearly', source: 'manual',
      startDate: new Date(), endDate: end,
    });
    const [row] = (await list('?q=kiran')).body.data.members;
    expect(row).toMatchObject({ planType: 'Yearly', endDate: end.toISOString() });
    await app.db.delete(payments).where(eq(payments.txnId, 'pay_kiran_2'));
    expect((await list('?q=kiran')).body.data.members[0]).toMatchObject({ planType: 'Quarterly' });
    await app.db.delete(users).where(eq(users.id, renewed.user.id));
    expect((await list()).body.data.total).toBe(before);
  });
});

describe('POST /api/user/changeUserStatus', () => {
  it('deactivating ends every session at once; login answers the suspended message; reactivating restores login', async () => {
    const m = await seed({ name: 'Suspend Me', email: 'suspend.me@example.com', phone: '9000000001' });
    const second = await createSession(app.db, m.user.id, { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1' });
    // Both tokens work, and are now in this process's session cache.
    expect((await me(m.token)).status).toBe(200);
    expect((await me(second)).status).toBe(200);

    const off = await setStatus('Suspend.Me@Example.com', false);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: MEMBER_MSG.deactivated, data: { email: 'suspend.me@example.com', active: false } });
    expect((await me(m.token)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    const refused = await login('suspend.me@example.com');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(MSG.accountSuspended);
    const live = await app.db.select().from(sessions).where(and(eq(sessions.userId, m.user.id)));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);

    const on = await setStatus('suspend.me@example.com', true);
    expect(on.body).toMatchObject({ message: MEMBER_MSG.activated, data: { active: true } });
    // The old tokens stay ended; a new login works.
    expect((await me(m.token)).status).toBe(401);
    const back = await login('suspend.me@example.com');
    expect(back.status).toBe(200);
    expect((await me(back.body.data.token)).status).toBe(200);

    const audit = await auditOf(m.user.id);
    expect(audit.map((a) => [a.action, a.actorId, a.before, a.after])).toEqual([
      ['member.status', admin.user.id, { active: true }, { active: false }],
      ['member.status', admin.user.id, { active: false }, { active: true }],
    ]);
    expect(audit[0].data).toEqual({ sessionsEnded: 2 });
    expect(audit[0].ip).toBe('127.0.0.1');
  });

  it('asking for the status in force changes and records nothing', async () => {
    const r = await setStatus('asha.verma@example.com', true);
    expect(r.status).toBe(200);
    expect(await auditOf(asha.user.id)).toEqual([]);
    expect((await me(asha.token)).status).toBe(200);
  });

  it('refuses an admin deactivating themself, an unknown e-mail and a bad body', async () => {
    const self = await setStatus('desk@example.com', false);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(MEMBER_MSG.cannotDeactivateSelf);
    expect((await me(admin.token)).status).toBe(200);
    expect((await setStatus('nobody@example.com', false)).status).toBe(404);
    expect((await call(app, { method: 'POST', url: '/api/user/changeUserStatus', token: admin.token, payload: { email: 'om@example.com', active: 'no' } })).status).toBe(400);
    expect((await call(app, { method: 'POST', url: '/api/user/changeUserStatus', token: admin.token, payload: { active: false } })).body.message).toBe(MSG.emailRequired);
  });

  it('lets an admin suspend another admin, whose tokens then answer 401', async () => {
    const a2 = await makeUser(app, { userType: 'admin', email: 'third@example.com' });
    expect((await setStatus('third@example.com', false, otherAdmin.token)).status).toBe(200);
    expect((await list('', a2.token)).status).toBe(401);
  });
});

describe('POST /api/user/changeUserProfitableStatus', () => {
  it("marks a member profitable: the badge shows on their posts, and the change is audited", async () => {
    const author = await communityUser(app, { name: 'Badge Author', email: 'badge@example.com' });
    const reader = await communityUser(app, { name: 'Reader', email: 'reader@example.com' });
    const postId = await insertPost(app, author.user.id);
    const badge = async () => {
      const r = await postApi(app).allPosts(reader.token, {}, '?verificationStatus=approved&offset=0&limit=10');
      return r.body.data.posts.find((p: { _id: string }) => p._id === postId).postedBy.isProfitable;
    };
    expect(await badge()).toBe(false);
    const r = await setProfitable('badge@example.com', true);
    expect(r.body).toMatchObject({ message: MEMBER_MSG.markedProfitable, data: { isProfitable: true } });
    expect(await badge()).toBe(true);
    // The member's own session sees it too (the cached user was dropped).
    expect((await me(author.token)).body.data.isProfitable).toBe(true);
    expect((await setProfitable('badge@example.com', false)).body.message).toBe(MEMBER_MSG.unmarkedProfitable);
    expect(await badge()).toBe(false);
    const audit = await auditOf(author.user.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['member.profitable', { isProfitable: false }, { isProfitable: true }],
      ['member.profitable', { isProfitable: true }, { isProfitable: false }],
    ]);
    expect((await setProfitable('nobody@example.com', true)).status).toBe(404);
  });
});

describe('member detail and sessions', () => {
  it('shows the profile, payments, course access and live sessions with their device', async () => {
    const m = await seed({ name: 'Detail Member', email: 'detail@example.com', phone: '9811122233', plan: 'Yearly' });
    const [pay] = await app.db.select().from(payments).where(eq(payments.userId, m.user.id));
    await grantPlanCourses(app.db, m.user.id, 12, pay.txnId, pay.startDate);
    const phone = await createSession(app.db, m.user.id, {
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', ip: '203.0.113.9',
    });
    const ended = await createSession(app.db, m.user.id, {});
    await call(app, { method: 'GET', url: '/api/auth/logout', token: ended });
    expect((await me(phone)).status).toBe(200); // a use: written as last seen, after the answer
    await vi.waitFor(async () => {
      const seen = await app.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, m.user.id));
      expect(seen.some((s) => s.at !== null)).toBe(true);
    });

    const r = await call(app, { method: 'GET', url: `/api/user/${m.user.id}/detail`, token: admin.token });
    expect(r.status).toBe(200);
    expect(envelopeSchema(MemberDetailSchema).strict().safeParse(r.body).success).toBe(true);
    const d = r.body.data;
    expect(d.member).toMatchObject({ _id: m.user.id, name: 'Detail Member', email: 'detail@example.com', contactNo: '9811122233', active: true, planType: 'Yearly' });
    expect(d.payments).toEqual([expect.objectContaining({ _id: pay.id, txnId: pay.txnId, amount: 34999, refunded: 0, planType: 'Yearly', current: true })]);
    expect(d.courses.map((c: { slug: string }) => c.slug).sort()).toEqual(['technical-analysis', 'trading-psychology']);
    // The logged-out session is gone; the factory's and the phone's remain, latest use first.
    expect(d.sessions).toHaveLength(2);
    expect(d.sessions[0]).toMatchObject({ device: 'Android phone', browser: 'Chrome 126', ip: '203.0.113.9' });
    expect(d.sessions[0].lastSeenAt).not.toBeNull();
    expect(d.member.lastSeenAt).toBe(d.sessions[0].lastSeenAt);
    expect(r.raw).not.toMatch(/password|hash|argon/i);
    expect(r.raw).not.toContain(phone);

    expect((await call(app, { method: 'GET', url: '/api/user/00000000-0000-4000-8000-000000000000/detail', token: admin.token })).status).toBe(404);
    expect((await call(app, { method: 'GET', url: '/api/user/not-a-uuid/detail', token: admin.token })).status).toBe(400);
  });

  it('"End all sessions" signs the member out everywhere and is audited; the account stays active', async () => {
    const m = await seed({ name: 'Ends Sessions', email: 'ends@example.com' });
    const other = await createSession(app.db, m.user.id, {});
    expect((await me(m.token)).status).toBe(200);
    const r = await call(app, { method: 'POST', url: `/api/user/${m.user.id}/sessions/end`, token: admin.token });
    expect(r.body).toMatchObject({ status: true, message: MEMBER_MSG.sessionsEnded, data: { ended: 2 } });
    expect((await me(m.token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect((await login('ends@example.com')).status).toBe(200);
    const [entry] = await auditOf(m.user.id);
    expect(entry).toMatchObject({ action: 'member.sessions_end', actorId: admin.user.id, data: { sessionsEnded: 2 } });
    const detail = await call(app, { method: 'GET', url: `/api/user/${m.user.id}/detail`, token: admin.token });
    expect(detail.body.data.sessions).toHaveLength(1); // the new login
  });
});

describe('another process on the same database', () => {
  it('answers 401 at once to a token it had cached when this one deactivates the member (auth_changed)', async () => {
    const other = await testApp({ database: app.database }); // a second app: its own session cache, the same database
    const m = await seed({ name: 'Two Process', email: 'two.process@example.com' });
    expect((await me(m.token)).status).toBe(200);
    expect((await call(other, { method: 'GET', url: '/api/auth', token: m.token })).status).toBe(200); // cached there now
    expect((await setStatus('two.process@example.com', false)).status).toBe(200);
    await expect.poll(async () => (await call(other, { method: 'GET', url: '/api/auth', token: m.token })).status).toBe(401);
  });
});

describe('last seen', () => {
  it('a last-seen write announces nothing: cached sessions stay cached', async () => {
    const m = await seed({ name: 'Quiet Member', email: 'quiet@example.com' });
    const heard: string[] = [];
    const listener = await app.database.listen('auth_changed', (id) => heard.push(id), () => {});
    try {
      const marker = await seed({ name: 'Marker', email: 'marker@example.com' });
      await app.db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.userId, m.user.id));
      await app.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, m.user.id));
      await app.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, marker.user.id));
      // Messages come in commit order: once the marker's is in, so is anything before it.
      await expect.poll(() => heard.includes(marker.user.id)).toBe(true);
      // The revocation was heard; the last-seen write before it was not.
      expect(heard.filter((id) => id === m.user.id)).toHaveLength(1);
    } finally {
      await listener.close();
    }
  });

  it('is written on a use, then not again for a few minutes, and never drops the cached session', async () => {
    const m = await seed({ name: 'Seen Member', email: 'seen@example.com' });
    const later = await seed({ name: 'Seen Later', email: 'seen-later@example.com' });
    const seenAt = async (userId = m.user.id) => (await app.db.select().from(sessions).where(eq(sessions.userId, userId)))[0].lastSeenAt;
    expect(await seenAt()).toBeNull();
    expect((await me(m.token)).status).toBe(200);
    await expect.poll(seenAt).not.toBeNull();
    const first = await seenAt();
    for (let i = 0; i < 3; i++) expect((await me(m.token)).status).toBe(200);
    // Another member's first use is written after any write those uses started: once it is in, they are too.
    expect((await me(later.token)).status).toBe(200);
    await expect.poll(() => seenAt(later.user.id)).not.toBeNull();
    expect(await seenAt()).toEqual(first);
  });
});
