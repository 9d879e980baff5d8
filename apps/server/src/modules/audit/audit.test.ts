import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AuditFiltersSchema, AuditListSchema } from '@tlt/shared/back-office/audit';
import { envelopeSchema } from '@tlt/shared/envelope';
import { MSG } from '@tlt/shared/messages';
import { auditLog, sessions, users } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { recordAudit } from './index.ts';

// This file's database holds only the entries made here, so totals are exact.
const app = await testApp();
const desk = await makeUser(app, { userType: 'admin', name: 'Desk Admin', email: 'desk@example.com' });
const second = await makeUser(app, { userType: 'admin', name: 'Second Admin', email: 'second@example.com' });
const asha = await makeUser(app, { name: 'Asha Verma', email: 'asha@example.com' });
const ravi = await makeUser(app, { name: 'Ravi Kumar', email: 'ravi@example.com' });

const list = (qs = '', token: string | undefined = desk.token) => call(app, { method: 'GET', url: `/api/admin/audit${qs}`, token });
const actionsOf = (r: Awaited<ReturnType<typeof list>>) => r.body.data.entries.map((e: { action: string }) => e.action);
const total = async () => (await app.db.select({ n: count() }).from(auditLog))[0].n;

// Oldest first, through the real routes where one exists.
const profitable = await call(app, {
  method: 'POST', url: '/api/user/changeUserProfitableStatus', token: desk.token, remoteAddress: '10.7.0.1',
  payload: { email: asha.user.email, isProfitable: true },
});
expect(profitable.status).toBe(200);
await recordAudit(app.db, { actorId: null, action: 'login.repeated_failures', targetUserId: asha.user.id, ip: '203.0.113.9', data: { failures: 10, window: '15 minutes' } });
const suspend = await call(app, {
  method: 'POST', url: '/api/user/changeUserStatus', token: second.token, remoteAddress: '10.7.0.2',
  payload: { email: ravi.user.email, active: false },
});
expect(suspend.status).toBe(200);
const price = await call(app, {
  method: 'PUT', url: '/api/plan/1', token: desk.token, remoteAddress: '10.7.0.3', payload: { baseAmount: 9999, struckAmount: 13500, emi: null },
});
expect(price.status).toBe(200);

describe('GET /api/admin/audit', () => {
  it('is for admins only: 401 for a visitor, 403 for a member', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit/filters']) {
      expect((await call(app, { method: 'GET', url })).body).toMatchObject({ code: 401, message: MSG.sessionExpired });
      expect((await call(app, { method: 'GET', url, token: asha.token })).status).toBe(403);
    }
  });

  it('answers newest first with the total; each entry names the admin, the member, before/after, the address and the time', async () => {
    const r = await list();
    expect(r.status).toBe(200);
    expect(() => envelopeSchema(AuditListSchema).parse(r.body)).not.toThrow();
    expect(actionsOf(r)).toEqual(['plan.update', 'member.status', 'login.repeated_failures', 'member.profitable']);
    expect(r.body.data).toMatchObject({ total: 4, offset: 0, limit: 20, member: null });
    const [plan, status, failures, marked] = r.body.data.entries;
    expect(plan).toMatchObject({
      actor: { _id: desk.user.id, name: 'Desk Admin', email: 'desk@example.com' }, target: null, ip: '10.7.0.3',
      before: { baseAmount: 9199 }, after: { baseAmount: 9999 }, data: { planId: 1, planType: 'Quarterly' },
    });
    expect(status).toMatchObject({
      actor: { _id: second.user.id, name: 'Second Admin', email: 'second@example.com' },
      target: { _id: ravi.user.id, name: 'Ravi Kumar', email: 'ravi@example.com' },
      before: { active: true }, after: { active: false }, ip: '10.7.0.2',
    });
    // The system acts with no admin.
    expect(failures).toMatchObject({ actor: null, target: { _id: asha.user.id }, data: { failures: 10 }, ip: '203.0.113.9', before: null });
    expect(marked).toMatchObject({ actor: { _id: desk.user.id }, target: { email: 'asha@example.com' }, before: { isProfitable: false }, after: { isProfitable: true } });
    for (const e of r.body.data.entries) expect(new Date(e.createdAt).toISOString()).toBe(e.createdAt);
    expect(Date.parse(plan.createdAt)).toBeGreaterThanOrEqual(Date.parse(marked.createdAt));
  });

  it('filters by admin, action and member (by id or by e-mail), and names the member filtered by', async () => {
    expect(actionsOf(await list(`?actorId=${desk.user.id}`))).toEqual(['plan.update', 'member.profitable']);
    expect(actionsOf(await list(`?actorId=${second.user.id}`))).toEqual(['member.status']);
    expect(actionsOf(await list('?action=member.profitable'))).toEqual(['member.profitable']);
    const byId = await list(`?targetUserId=${asha.user.id}`);
    expect(actionsOf(byId)).toEqual(['login.repeated_failures', 'member.profitable']);
    expect(byId.body.data).toMatchObject({ total: 2, member: { _id: asha.user.id, name: 'Asha Verma', email: 'asha@example.com' } });
    const byEmail = await list('?targetEmail=ASHA@example.com');
    expect(actionsOf(byEmail)).toEqual(actionsOf(byId));
    expect(byEmail.body.data.member).toEqual(byId.body.data.member);
    expect((await list(`?targetUserId=${asha.user.id}&action=member.profitable&actorId=${desk.user.id}`)).body.data.total).toBe(1);
    expect((await list(`?targetUserId=${asha.user.id}&actorId=${second.user.id}`)).body.data).toMatchObject({ entries: [], total: 0 });
    // The id and the e-mail together must name the same member.
    expect((await list(`?targetUserId=${asha.user.id}&targetEmail=asha@example.com`)).body.data.total).toBe(2);
    expect((await list(`?targetUserId=${asha.user.id}&targetEmail=ravi@example.com`)).body.data).toMatchObject({ entries: [], total: 0, member: null });
    // An e-mail no one has finds nothing, and says so by naming no member.
    expect((await list('?targetEmail=nobody@example.com')).body.data).toMatchObject({ entries: [], total: 0, member: null });
    // Empty filters are no filters.
    expect((await list('?actorId=&action=&targetUserId=')).body.data.total).toBe(4);
  });

  it('refuses bad filters and limits with a 400', async () => {
    for (const qs of ['?actorId=1', '?action=member.delete', '?targetUserId=x', '?targetEmail=not-an-email', '?limit=0', '?limit=101', '?offset=-1']) {
      const r = await list(qs);
      expect(r.status, qs).toBe(400);
      expect(r.body.status).toBe(false);
    }
    expect((await list('?limit=101')).body.message).toBe('limit must be at most 100');
  });

  it('pages by offset and limit without repeating or skipping an entry', async () => {
    const all = (await list('?limit=100')).body.data.entries.map((e: { _id: string }) => e._id);
    const first = await list('?limit=3');
    const next = await list('?limit=3&offset=3');
    expect([...first.body.data.entries, ...next.body.data.entries].map((e: { _id: string }) => e._id)).toEqual(all);
    expect(next.body.data).toMatchObject({ offset: 3, limit: 3, total: 4 });
    expect((await list('?offset=40')).body.data).toMatchObject({ entries: [], total: 4 });
  });

  it('fills the filter selects: every admin (no member) and every action with its label', async () => {
    const r = await call(app, { method: 'GET', url: '/api/admin/audit/filters', token: desk.token });
    const data = envelopeSchema(AuditFiltersSchema).parse(r.body).data!;
    expect(data.admins).toEqual([
      { _id: desk.user.id, name: 'Desk Admin', email: 'desk@example.com' },
      { _id: second.user.id, name: 'Second Admin', email: 'second@example.com' },
    ]);
    expect(data.actions.map((a) => a.value)).toEqual([...AUDIT_ACTIONS]);
    expect(data.actions.find((a) => a.value === 'refund.create')?.label).toBe('Refund issued');
  });
});

describe('the log cannot be changed through the API', () => {
  it('has no route to edit or delete an entry: 404, and the entries stay as they were', async () => {
    const before = await list('?limit=100');
    const n = await total();
    const id = before.body.data.entries[0]._id;
    for (const url of ['/api/admin/audit', `/api/admin/audit/${id}`, '/api/admin/audit/filters']) {
      for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
        const r = await call(app, { method, url, token: desk.token, payload: { action: 'member.status', before: null } });
        expect(r.status, `${method} ${url}`).toBe(404);
      }
    }
    expect(await total()).toBe(n);
    expect((await list('?limit=100')).body.data.entries).toEqual(before.body.data.entries);
  });
});

describe('secrets', () => {
  it('never stores nor answers a password, hash or token, even when a caller or an old row holds one', async () => {
    await recordAudit(app.db, {
      actorId: desk.user.id, action: 'member.create', targetUserId: asha.user.id,
      before: { passwordHash: 'stored-hash-1' }, after: { name: 'Asha', password: 'Plain-pass1', nested: { renewalToken: 'tok-2', plan: 'Yearly' } },
      data: { items: [{ token_hash: 'hash-3', row: 2 }], apiSecret: 's-4' },
    });
    const [stored] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'member.create'));
    expect(stored).toMatchObject({ before: {}, after: { name: 'Asha', nested: { plan: 'Yearly' } }, data: { items: [{ row: 2 }] } });
    // A row written around recordAudit (an old release, a hand-made fix) is filtered on the way out too.
    await app.db.insert(auditLog).values({ actorId: desk.user.id, action: 'member.import', after: { password: 'Leak-pass9', count: 3 } });

    const r = await list('?limit=100');
    expect(r.body.data.entries.find((e: { action: string }) => e.action === 'member.import').after).toEqual({ count: 3 });
    const hashes = await app.db.select({ h: users.passwordHash }).from(users);
    const tokens = await app.db.select({ h: sessions.tokenHash }).from(sessions);
    for (const secret of ['stored-hash-1', 'Plain-pass1', 'tok-2', 'hash-3', 's-4', 'Leak-pass9', desk.token, asha.token,
      ...hashes.map((x) => x.h), ...tokens.map((x) => x.h)]) expect(r.raw).not.toContain(secret);
    expect(r.raw).not.toMatch(/password|passwordHash|token/i);
  });
});
