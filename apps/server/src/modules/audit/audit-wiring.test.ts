import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditAction } from '@tlt/shared/back-office/audit';
import { HERO_SEED } from '@tlt/shared/content/landing';
import { blogs, plans, posts, siteContent } from '../../db/schema/index.ts';
import { communityUser, insertPost, postApi, postRow } from '../../../test/community.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';

// Each admin change on people or money writes exactly one entry, in the transaction of the change.
const app = await testApp();
// Agreed to the community terms, so the review calls reach the post.
const admin = await communityUser(app, { userType: 'admin', name: 'Wiring Admin', email: 'wiring@example.com' });
const member = await makeUser(app);
const IP = '10.8.0.1';

const as = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin.token) =>
  call(app, { method, url, token, payload, remoteAddress: IP });
/** The entries of one action, newest first, as the API answers them. */
async function entries(action: AuditAction) {
  const r = await call(app, { method: 'GET', url: `/api/admin/audit?action=${action}&limit=100`, token: admin.token });
  expect(r.status).toBe(200);
  return r.body.data.entries as Array<Record<string, any>>;
}
const byAdmin = { actor: { _id: admin.user.id, name: 'Wiring Admin', email: 'wiring@example.com' }, ip: IP };

/**
 * Makes the database refuse the next entry of `action` while `run` runs: the change made with it
 * must be gone too (the entry is written in the change's own transaction).
 */
async function refusingAudit(action: AuditAction, run: () => Promise<void>) {
  await app.db.execute(sql.raw(`CREATE OR REPLACE FUNCTION test_refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'audit refused'; END $$`));
  await app.db.execute(sql.raw(`CREATE TRIGGER test_refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW
    WHEN (NEW.action = '${action}') EXECUTE FUNCTION test_refuse_audit()`));
  try {
    await run();
  } finally {
    await app.db.execute(sql.raw('DROP TRIGGER test_refuse_audit ON audit_log'));
  }
}

describe('plans: plan.update and offer.update', () => {
  it('a price change records the fields that changed, in rupees; the same prices again record nothing', async () => {
    expect((await as('PUT', '/api/plan/2', { baseAmount: 18999, struckAmount: 18000, emi: 3000 })).status).toBe(200);
    const [e, ...rest] = await entries('plan.update');
    expect(rest).toHaveLength(0);
    expect(e).toMatchObject({ ...byAdmin, target: null, before: { baseAmount: 17999 }, after: { baseAmount: 18999 }, data: { planId: 2, planType: 'Half-Yearly' } });
    expect(Object.keys(e.after)).toEqual(['baseAmount']);
    expect((await as('PUT', '/api/plan/2', { baseAmount: 18999, struckAmount: 18000, emi: 3000 })).status).toBe(200);
    expect((await as('PUT', '/api/plan/9', { baseAmount: 1, struckAmount: 1, emi: null })).status).toBe(404);
    expect((await as('PUT', '/api/plan/2', { baseAmount: 1, struckAmount: 1, emi: null }, member.token)).status).toBe(403);
    expect(await entries('plan.update')).toHaveLength(1);
  });

  it('a price change whose entry cannot be written is not made', async () => {
    await refusingAudit('plan.update', async () => {
      expect((await as('PUT', '/api/plan/2', { baseAmount: 20999, struckAmount: 21000, emi: null })).status).toBe(500);
    });
    const [row] = await app.db.select().from(plans).where(eq(plans.id, 2));
    expect(row).toMatchObject({ basePaise: 1899900, struckPaise: 1800000, emiPaise: 300000 });
  });

  it('the daily offer records what it replaced; a refused entry keeps the old offer', async () => {
    expect((await as('PUT', '/api/plan/config', { discount: 15, code: 'DIWALI15', endsAt: '22:00' })).status).toBe(200);
    const [e, ...rest] = await entries('offer.update');
    expect(rest).toHaveLength(0);
    expect(e).toMatchObject({ ...byAdmin, target: null, before: { discount: 10, code: 'TLT10' }, after: { discount: 15, code: 'DIWALI15' } });
    expect(e.before).not.toHaveProperty('endsAt');
    expect((await as('PUT', '/api/plan/config', { discount: 15, code: 'DIWALI15', endsAt: '22:00' })).status).toBe(200);
    expect((await as('PUT', '/api/plan/config', { discount: 95, code: 'X', endsAt: '22:00' })).status).toBe(400);
    expect(await entries('offer.update')).toHaveLength(1);
    await refusingAudit('offer.update', async () => {
      expect((await as('PUT', '/api/plan/config', { discount: 5, code: null, endsAt: '21:00' })).status).toBe(500);
    });
    const config = await call(app, { method: 'GET', url: '/api/plan/config' });
    expect(config.body.data[0]).toMatchObject({ discount: 15, code: 'DIWALI15' });
  });
});

describe('content: content.update', () => {
  it('records the key and the fields that changed; a bad value or a refused entry changes nothing', async () => {
    const changed = { ...HERO_SEED, headline: 'Most traders lose money.' };
    expect((await as('PUT', '/api/content/landing.hero', changed)).status).toBe(200);
    const [e, ...rest] = await entries('content.update');
    expect(rest).toHaveLength(0);
    expect(e).toMatchObject({
      ...byAdmin, target: null, before: { headline: HERO_SEED.headline }, after: { headline: 'Most traders lose money.' }, data: { key: 'landing.hero' },
    });
    expect((await as('PUT', '/api/content/landing.hero', changed)).status).toBe(200);
    expect((await as('PUT', '/api/content/landing.hero', { ...changed, headline: 42 })).status).toBe(400);
    expect(await entries('content.update')).toHaveLength(1);
    await refusingAudit('content.update', async () => {
      expect((await as('PUT', '/api/content/landing.hero', { ...changed, headline: 'Not saved' })).status).toBe(500);
    });
    const [row] = await app.db.select().from(siteContent).where(eq(siteContent.key, 'landing.hero'));
    expect(row.value).toMatchObject({ headline: 'Most traders lose money.' });
  });
});

describe('blogs: blog.create, blog.update, blog.delete', () => {
  const body = (o: Record<string, unknown> = {}) => ({ title: 'Audit blog', shortDescription: 'Short', description: '<p>Body</p>', ...o });

  it('records each with the blog; an edit keeps only what changed, a long body clipped', async () => {
    const created = await as('POST', '/api/blogs', body());
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(await entries('blog.create')).toMatchObject([{ ...byAdmin, target: null, data: { blogId: id, slug: 'audit-blog', title: 'Audit blog' } }]);
    // The slug is taken: a 409, and no second entry.
    expect((await as('POST', '/api/blogs', body())).status).toBe(409);
    expect(await entries('blog.create')).toHaveLength(1);

    const long = `<p>${'stops '.repeat(200)}</p>`;
    expect((await as('PUT', `/api/blogs/${id}`, body({ title: 'Audit blog, revised', description: long }))).status).toBe(200);
    const [edit, ...more] = await entries('blog.update');
    expect(more).toHaveLength(0);
    expect(Object.keys(edit.after).sort()).toEqual(['description', 'title']);
    expect(edit).toMatchObject({ ...byAdmin, before: { title: 'Audit blog', description: '<p>Body</p>' }, after: { title: 'Audit blog, revised' } });
    expect(edit.after.description).toMatch(/^<p>stops stops .*… \(1207 characters\)$/);
    expect(edit.after.description.length).toBeLessThan(340);
    expect((await as('PUT', `/api/blogs/${id}`, body({ title: 'Audit blog, revised', description: long }))).status).toBe(200);
    expect((await as('PUT', '/api/blogs/00000000-0000-4000-8000-000000000000', body())).status).toBe(404);
    expect(await entries('blog.update')).toHaveLength(1);

    await refusingAudit('blog.update', async () => {
      expect((await as('PUT', `/api/blogs/${id}`, body({ title: 'Never saved' }))).status).toBe(500);
    });
    await refusingAudit('blog.delete', async () => {
      expect((await as('DELETE', `/api/blogs/${id}`)).status).toBe(500);
    });
    const [kept] = await app.db.select().from(blogs).where(eq(blogs.id, id));
    expect(kept.title).toBe('Audit blog, revised');

    expect((await as('DELETE', `/api/blogs/${id}`)).status).toBe(200);
    expect(await entries('blog.delete')).toMatchObject([{ ...byAdmin, data: { blogId: id, title: 'Audit blog, revised' } }]);
    expect((await as('DELETE', `/api/blogs/${id}`)).status).toBe(404);
    expect(await entries('blog.delete')).toHaveLength(1);
  });

  it('a create whose entry cannot be written stores no blog', async () => {
    await refusingAudit('blog.create', async () => {
      expect((await as('POST', '/api/blogs', body({ title: 'Ghost blog' }))).status).toBe(500);
    });
    expect(await app.db.select().from(blogs).where(eq(blogs.slug, 'ghost-blog'))).toHaveLength(0);
  });
});

describe('posts: post.approve and post.reject', () => {
  it("names the post's author as the member; a member's review or an unchanged one records nothing", async () => {
    const author = await communityUser(app, { name: 'Post Author' });
    const api = postApi(app);
    const id = await insertPost(app, author.user.id, { status: 'pending', title: 'Nifty <b>breakout</b>' });
    const rejected = await call(app, {
      method: 'PATCH', url: '/api/post/update', token: admin.token, remoteAddress: IP,
      payload: { _id: id, verificationStatus: 'rejected', rejectionReason: 'No stop loss' },
    });
    expect(rejected.status, rejected.raw).toBe(200);
    expect(await entries('post.reject')).toMatchObject([{
      ...byAdmin, target: { _id: author.user.id, name: 'Post Author' },
      before: { verificationStatus: 'pending', rejectionReason: null }, after: { verificationStatus: 'rejected', rejectionReason: 'No stop loss' },
      data: { postId: id, title: 'Nifty breakout' },
    }]);
    expect((await api.update(author.token, { _id: id, verificationStatus: 'approved' })).status).toBe(403);
    expect((await api.update(admin.token, { _id: '00000000-0000-4000-8000-000000000000', verificationStatus: 'approved' })).status).toBe(404);
    expect(await entries('post.approve')).toHaveLength(0);

    expect((await as('PATCH', '/api/post/update', { _id: id, verificationStatus: 'approved' })).status).toBe(200);
    expect(await entries('post.approve')).toMatchObject([{ target: { _id: author.user.id }, before: { verificationStatus: 'rejected' }, after: { verificationStatus: 'approved' } }]);
    expect((await as('PATCH', '/api/post/update', { _id: id, verificationStatus: 'approved' })).status).toBe(200);
    expect(await entries('post.approve')).toHaveLength(1);

    await refusingAudit('post.reject', async () => {
      expect((await as('PATCH', '/api/post/update', { _id: id, verificationStatus: 'rejected' })).status).toBe(500);
    });
    expect((await postRow(app, id)).verificationStatus).toBe('approved');
    expect(await app.db.select({ id: posts.id }).from(posts).where(eq(posts.id, id))).toHaveLength(1);
  });
});

describe('login.repeated_failures', () => {
  it('goes through recordAudit and the API lists it with no admin', async () => {
    const strict = await testApp({ limits: { loginFailuresAuditPer15Min: 3 } });
    const target = await makeUser(strict, { name: 'Probed Member' });
    for (let i = 0; i < 3; i++) {
      await call(strict, { method: 'POST', url: '/api/auth/login', remoteAddress: '10.8.1.1', payload: { email: target.user.email, password: 'Wrong-pass1' } });
    }
    const r = await call(strict, { method: 'GET', url: `/api/admin/audit?targetUserId=${target.user.id}`, token: admin.token });
    expect(r.body.data.entries).toMatchObject([{
      action: 'login.repeated_failures', actor: null, target: { _id: target.user.id, name: 'Probed Member' }, ip: '10.8.1.1',
      data: { failures: 3, window: '15 minutes' },
    }]);
    expect(r.raw).not.toContain('Wrong-pass1');
  });
});

describe('exports: data.export', () => {
  it('records each Excel export with what it held and the search and filters, by whom and from where', async () => {
    const get = (url: string, token = admin.token) => call(app, { method: 'GET', url, token, remoteAddress: IP });
    expect((await get('/api/user/export?q=asha&status=active')).status).toBe(200);
    expect((await get('/api/user/export?columns=email')).status).toBe(200);
    expect((await get('/api/subscribers/export')).status).toBe(200);
    expect((await get('/api/lead/export?section=free')).status).toBe(200);
    // Refused before it starts: no entry.
    expect((await get('/api/user/export', member.token)).status).toBe(403);
    expect((await get('/api/user/export?period=sometimes')).status).toBe(400);
    const logged = (await entries('data.export')).map((e) => ({ ...e.data, actor: e.actor._id, ip: e.ip }));
    expect(logged).toEqual([
      { export: 'free content requestors', actor: admin.user.id, ip: IP },
      { export: 'subscribers', actor: admin.user.id, ip: IP },
      { export: 'member e-mails', actor: admin.user.id, ip: IP },
      { export: 'members', q: 'asha', status: 'active', actor: admin.user.id, ip: IP },
    ]);
  });
});
