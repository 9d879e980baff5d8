import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MSG, DELETED_MEMBER_NAME, isErasedEmail } from '@tlt/shared/account';
import { MSG } from '@tlt/shared/messages';
import {
  auditLog, consents, invoices, notifications, payments, postComments, postLikes, pushSubscriptions, sessions, subscribers, users,
} from '../../db/schema/index.ts';
import { communityUser, insertPost, postApi, postRow } from '../../../test/community.ts';
import { mailsTo, makeUser, paidOrder, PASSWORD, signupBody } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { mailSubject } from '../../../test/mail.ts';

const app = await testApp();
const api = postApi(app);
const exportOf = (token: string) => call(app, { method: 'GET', url: '/api/user/me/export', token });
const del = (token: string, payload: object) => call(app, { method: 'POST', url: '/api/user/me/delete', token, payload });
const login = (email: string, password = PASSWORD) => call(app, { method: 'POST', url: '/api/auth/login', payload: { email, password } });
const userRow = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0];

/** A member with a post, a comment and a like on someone else's post, a notification and a push device. */
async function activeMember(name = 'Kiran Desai') {
  const m = await communityUser(app, { name });
  const author = await communityUser(app);
  const own = await insertPost(app, m.user.id, { title: `${name}'s breakout call` });
  const theirs = await insertPost(app, author.user.id, { title: 'Someone else\'s post' });
  expect((await api.comment(m.token, { postId: theirs, content: 'Nice setup, thanks' })).status).toBe(200);
  expect((await api.like(m.token, theirs)).status).toBe(200);
  await app.db.insert(notifications).values({ userId: m.user.id, title: 'New post', type: 'post', refId: theirs });
  const [session] = await app.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, m.user.id));
  await app.db.insert(pushSubscriptions).values({
    userId: m.user.id, sessionId: session.id, endpoint: `https://push.example/${m.user.id}`, p256dh: 'p', auth: 'a', deviceLabel: 'Chrome on Android',
  });
  return { ...m, own, theirs, author };
}

describe('GET /api/user/me/export', () => {
  it('answers everything about the caller as a JSON attachment, without secrets', async () => {
    const m = await activeMember();
    const stranger = await activeMember('Somebody Else');
    const [pay] = await app.db.select().from(payments).where(eq(payments.userId, m.user.id));
    await app.db.insert(invoices).values({
      paymentId: pay.id, number: `TLT/26-27/${Date.now() % 1e6}`, fiscalYear: '2026-27', seq: 1, issuedAt: new Date(),
      buyerName: m.user.name, buyerEmail: m.user.email, gstRateBp: 1800, planType: pay.planType, periodStart: pay.startDate,
      periodEnd: pay.endDate, amountPaise: pay.amountPaise,
    });
    const r = await exportOf(m.token);
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toMatch(/^application\/json/);
    expect(r.res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const doc = JSON.parse(r.raw);
    expect(doc.profile).toMatchObject({ id: m.user.id, name: 'Kiran Desai', email: m.user.email });
    expect(doc.posts.map((p: any) => p.title)).toEqual(["Kiran Desai's breakout call"]);
    expect(doc.comments).toEqual([expect.objectContaining({ postId: m.theirs, content: 'Nice setup, thanks' })]);
    expect(doc.likes).toEqual([expect.objectContaining({ postId: m.theirs })]);
    expect(doc.notifications).toHaveLength(1);
    expect(doc.payments).toEqual([expect.objectContaining({ id: pay.id, amountRupees: 17999, planType: 'Half-Yearly' })]);
    expect(doc.invoices).toEqual([expect.objectContaining({ paymentId: pay.id, number: expect.stringMatching(/^TLT\//) })]);
    expect(doc.sessions.length).toBeGreaterThan(0);
    expect(doc.pushDevices).toEqual([expect.objectContaining({ device: 'Chrome on Android' })]);
    for (const key of ['consents', 'refunds', 'creditNotes', 'orders', 'favourites', 'auditEntries', 'contactQueries']) {
      expect(Array.isArray(doc[key])).toBe(true);
    }
    // Nothing of another member, no password hash, no token or push key.
    expect(r.raw).not.toContain(stranger.user.email);
    expect(r.raw).not.toContain("Somebody Else's breakout call");
    const [row] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, m.user.id));
    const [sess] = await app.db.select({ hash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, m.user.id));
    for (const secret of [row.hash, sess.hash, m.token, `https://push.example/${m.user.id}`]) expect(r.raw).not.toContain(secret);
    expect(r.raw).not.toMatch(/passwordHash|tokenHash|p256dh/);
  });

  it('needs a session', async () => {
    expect((await exportOf('')).status).toBe(401);
  });
});

describe('POST /api/user/me/delete', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const m = await makeUser(app);
    const r = await del(m.token, { password: 'Wrong!pass1', posts: 'keep' });
    expect(r.body).toMatchObject({ code: 400, message: ACCOUNT_MSG.incorrectPassword });
    expect((await userRow(m.user.id)).erasedAt).toBeNull();
    expect((await del(m.token, { password: PASSWORD, posts: 'maybe' })).status).toBe(400);
  });

  it('erases in one go: sessions end, login is refused, personal data goes, payments stay, posts stay under "Deleted member"', async () => {
    const m = await activeMember();
    await call(app, { method: 'PATCH', url: '/api/user/update', token: m.token, payload: { name: 'Kiran D.', contactNo: '9812345678' } });
    const second = (await login(m.user.email)).body.data.token as string;
    await app.db.insert(subscribers).values({ email: m.user.email });
    const r = await del(m.token, { password: PASSWORD, posts: 'keep' });
    expect(r.body).toMatchObject({ code: 200, message: ACCOUNT_MSG.accountDeleted, data: { posts: 'keep', postsRemoved: 0, sessionsEnded: 2 } });

    for (const token of [m.token, second]) expect((await call(app, { method: 'GET', url: '/api/auth', token })).status).toBe(401);
    expect((await login(m.user.email)).body).toMatchObject({ code: 403, message: MSG.wrongCredentials });
    const row = await userRow(m.user.id);
    expect(row).toMatchObject({ name: DELETED_MEMBER_NAME, contactNo: null, profileImg: null, investorType: null, active: false });
    expect(isErasedEmail(row.email)).toBe(true);
    expect(row.erasedAt).not.toBeNull();
    expect(await app.db.select().from(payments).where(eq(payments.userId, m.user.id))).toHaveLength(1);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, m.user.id))).toHaveLength(0);
    expect(await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.user.id))).toHaveLength(0);
    expect(await app.db.select().from(notifications).where(eq(notifications.userId, m.user.id))).toHaveLength(0);
    expect(await app.db.select().from(subscribers).where(eq(subscribers.email, m.user.email))).toHaveLength(0);
    // Kept: the post and the comment, under the placeholder; gone: the like, and the count follows.
    expect(await postRow(app, m.own)).toBeDefined();
    expect(await app.db.select().from(postComments).where(eq(postComments.commentedBy, m.user.id))).toHaveLength(1);
    expect(await app.db.select().from(postLikes).where(eq(postLikes.userId, m.user.id))).toHaveLength(0);
    expect((await postRow(app, m.theirs)).likeCount).toBe(0);
    const shown = (await api.allPosts(m.author.token, { postId: m.own })).body.data.posts[0];
    expect(shown.postedBy.name).toBe(DELETED_MEMBER_NAME);

    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.targetUserId, m.user.id))
      .then((rows) => rows.filter((e) => e.action === 'account.erase'));
    expect(entry).toMatchObject({ actorId: m.user.id, data: { posts: 'keep', sessionsEnded: 2 } });
    // The earlier change of details stays in the log, without who they were.
    const [change] = await app.db.select().from(auditLog).where(eq(auditLog.targetUserId, m.user.id))
      .then((rows) => rows.filter((e) => e.action === 'account.update'));
    expect(change).toMatchObject({ before: { name: '(erased)', contactNo: '(erased)' }, after: { name: '(erased)', contactNo: '(erased)' } });
    await app.jobs.drain();
    expect(mailsTo(app, m.user.email).some((x) => mailSubject(x).startsWith('Your account has been deleted'))).toBe(true);
  });

  it('removes the posts and comments when asked, and the counts under others\' posts follow', async () => {
    const m = await activeMember('Leaving Member');
    expect((await postRow(app, m.theirs)).commentCount).toBe(1);
    const r = await del(m.token, { password: PASSWORD, posts: 'remove' });
    expect(r.body.data).toMatchObject({ posts: 'remove', postsRemoved: 1, commentsRemoved: 1 });
    expect(await postRow(app, m.own)).toBeUndefined();
    expect(await app.db.select().from(postComments).where(eq(postComments.commentedBy, m.user.id))).toHaveLength(0);
    expect(await postRow(app, m.theirs)).toMatchObject({ commentCount: 0, likeCount: 0 });
  });

  it('frees the e-mail: a second signup with it works', async () => {
    const { email, proof } = await paidOrder(app, { planId: 2 });
    const first = await call(app, { method: 'POST', url: '/api/auth/signup', payload: signupBody(email, proof) });
    expect(first.status).toBe(200);
    expect((await del(first.body.data.token, { password: 'Str0ng!pass', posts: 'keep' })).status).toBe(200);
    const again = await paidOrder(app, { planId: 2, email });
    const second = await call(app, { method: 'POST', url: '/api/auth/signup', payload: signupBody(email, again.proof) });
    expect(second.status).toBe(200);
    expect(second.body.data.user._id).not.toBe(first.body.data.user._id);
    expect((await login(email, 'Str0ng!pass')).status).toBe(200);
    // The erased account's payment is still there, detached from the address.
    const kept = await app.db.select().from(payments).where(eq(payments.userId, first.body.data.user._id));
    expect(kept).toHaveLength(1);
    // Its consents stay as a record, withdrawn, tied to the placeholder and not to the address.
    const old = await app.db.select().from(consents).where(eq(consents.userId, first.body.data.user._id));
    expect(old.length).toBeGreaterThan(0);
    expect(old.every((c) => c.withdrawnAt !== null && c.email === null)).toBe(true);
  });

  it('refuses an admin account', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    expect((await del(admin.token, { password: PASSWORD, posts: 'keep' })).body).toMatchObject({ code: 400, message: ACCOUNT_MSG.adminNotErasable });
  });
});

describe('POST /api/user/:id/erase (admins)', () => {
  it('runs the same erasure on a member\'s request and writes member.erase with the reason', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    const m = await activeMember('Mail Requester');
    const erase = (token: string, id = m.user.id) =>
      call(app, { method: 'POST', url: `/api/user/${id}/erase`, token, payload: { posts: 'remove', reason: 'Mail of 24-11-2026' } });
    expect((await erase(m.author.token)).status).toBe(403);
    expect((await erase('')).status).toBe(401);
    expect((await erase(admin.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const r = await erase(admin.token);
    expect(r.body).toMatchObject({ code: 200, message: ACCOUNT_MSG.memberErased, data: { posts: 'remove', postsRemoved: 1 } });
    expect((await call(app, { method: 'GET', url: '/api/auth', token: m.token })).status).toBe(401);
    expect((await userRow(m.user.id)).name).toBe(DELETED_MEMBER_NAME);
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.targetUserId, m.user.id))
      .then((rows) => rows.filter((e) => e.action === 'member.erase'));
    expect(entry).toMatchObject({ actorId: admin.user.id, data: { posts: 'remove', reason: 'Mail of 24-11-2026' } });
    expect(JSON.stringify(entry)).not.toContain(m.user.email);
    expect((await erase(admin.token)).body).toMatchObject({ code: 409, message: ACCOUNT_MSG.alreadyErased });
  });
});
