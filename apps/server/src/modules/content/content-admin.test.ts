import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditAction } from '@tlt/shared/back-office/audit';
import { CONTENT_VERSIONS_KEPT } from '@tlt/shared/content/admin';
import { EMI_SEED, HERO_SEED } from '@tlt/shared/content/landing';
import { faqsSeed } from '@tlt/shared/content/pages/faqs';
import { contentVersions } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';

// The /admin/content editor's API: raw values, versions, restore, bounds and audit (issue 14 §2).
const app = await testApp();
const admin = await makeUser(app, { userType: 'admin', name: 'Content Admin' });
const member = await makeUser(app);
const IP = '10.7.0.1';

type Method = 'GET' | 'PUT' | 'POST';
const as = (method: Method, url: string, payload?: unknown, token = admin.token) =>
  call(app, { method, url, token, payload: payload as object, remoteAddress: IP });
const adminEntry = async (key: string) => {
  const r = await as('GET', `/api/admin/content/${key}`);
  expect(r.status).toBe(200);
  return r.body.data as { value: any; stored: boolean; versions: Array<{ _id: string; savedBy: { name: string } | null; restoredFrom: string | null }> };
};
async function entries(action: AuditAction) {
  const r = await as('GET', `/api/admin/audit?action=${action}&limit=100`);
  return r.body.data.entries as Array<Record<string, any>>;
}

describe('the form API round trip', () => {
  it('edits the raw value (placeholders unfilled) while the pages get it filled from the catalogue', async () => {
    const first = await adminEntry('pages.faqs');
    expect(first).toMatchObject({ stored: false, versions: [] });
    expect(first.value).toEqual(faqsSeed);
    expect(first.value.items[5].answer).toContain('{planLengths}');

    const items = faqsSeed.items.map((i, n) => (n === 5 ? { ...i, answer: 'Plans of {planLengths:12+} months get the course.' } : i));
    const put = await as('PUT', '/api/content/pages.faqs', { ...faqsSeed, items });
    expect(put.status).toBe(200);

    const after = await adminEntry('pages.faqs');
    expect(after.stored).toBe(true);
    expect(after.value.items[5].answer).toBe('Plans of {planLengths:12+} months get the course.');
    expect(after.versions).toHaveLength(1);
    expect(after.versions[0]).toMatchObject({ savedBy: { name: 'Content Admin' }, restoredFrom: null });
    const shown = await call(app, { method: 'GET', url: '/api/content/pages.faqs' });
    expect(shown.body.data.items[5].answer).toBe('Plans of 12 months get the course.');
    expect(shown.body.data.items[0]).toEqual(faqsSeed.items[0]);
  });

  it('refuses a placeholder the catalogue cannot fill, naming the field, and stores nothing', async () => {
    const bad = { ...EMI_SEED, text: 'Pay the {plan:24:price} plan in EMIs', rules: ['See {planLenghts}'] };
    const r = await as('PUT', '/api/content/landing.emi', bad);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('{plan:24:price} names no plan: the catalogue has no 24-month plan');
    expect(r.body.data.errors).toEqual([
      { path: 'text', message: '{plan:24:price} names no plan: the catalogue has no 24-month plan' },
      { path: 'rules.0', message: '{planLenghts} is not a placeholder' },
    ]);
    expect((await adminEntry('landing.emi')).stored).toBe(false);
  });

  it('is for admins only: 401 for visitors, 403 for members, 404 for an unknown key or version', async () => {
    const version = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/admin/content/landing.hero'],
      ['GET', `/api/admin/content/landing.hero/versions/${version}`],
      ['POST', `/api/admin/content/landing.hero/versions/${version}/restore`],
    ] as const) {
      expect((await call(app, { method, url })).status, url).toBe(401);
      expect((await as(method, url, undefined, member.token)).status, url).toBe(403);
    }
    expect((await as('GET', '/api/admin/content/landing.nope')).status).toBe(404);
    expect((await as('GET', `/api/admin/content/landing.hero/versions/${version}`)).status).toBe(404);
    expect((await as('POST', `/api/admin/content/landing.hero/versions/${version}/restore`)).status).toBe(404);
    expect((await as('GET', '/api/admin/content/landing.hero/versions/not-a-uuid')).status).toBe(400);
  });
});

describe('versions and restore', () => {
  const hero = (headline: string) => ({ ...HERO_SEED, headline });

  it('keeps every save as a version; a restore saves the old value again as the newest, audited', async () => {
    expect((await as('PUT', '/api/content/landing.hero', hero('Version A'))).status).toBe(200);
    expect((await as('PUT', '/api/content/landing.hero', hero('Version B'))).status).toBe(200);
    const [b, a] = (await adminEntry('landing.hero')).versions;
    const old = await as('GET', `/api/admin/content/landing.hero/versions/${a._id}`);
    expect(old.body.data).toMatchObject({ _id: a._id, value: { headline: 'Version A' }, savedBy: { name: 'Content Admin' } });

    const restored = await as('POST', `/api/admin/content/landing.hero/versions/${a._id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe('Version restored');
    expect(restored.body.data.value.headline).toBe('Version A');
    expect(restored.body.data.versions.map((v: { _id: string }) => v._id).slice(1)).toEqual([b._id, a._id]);
    expect(restored.body.data.versions[0].restoredFrom).toBe(a._id);
    expect((await call(app, { method: 'GET', url: '/api/content/landing.hero' })).body.data.headline).toBe('Version A');

    const [entry] = await entries('content.restore');
    expect(entry).toMatchObject({
      actor: { _id: admin.user.id }, ip: IP, before: { headline: 'Version B' }, after: { headline: 'Version A' },
      data: { key: 'landing.hero', restoredFrom: a._id, versionId: restored.body.data.versions[0]._id },
    });
    const updates = await entries('content.update');
    expect(updates.filter((e) => e.data.key === 'landing.hero').map((e) => e.after.headline)).toEqual(['Version B', 'Version A']);
  });

  it('restores a version only through its own key, and only while it fits the page', async () => {
    const { versions } = await adminEntry('landing.hero');
    expect((await as('POST', `/api/admin/content/landing.emi/versions/${versions[0]._id}/restore`)).status).toBe(404);
    expect((await as('GET', `/api/admin/content/landing.emi/versions/${versions[0]._id}`)).status).toBe(404);

    const [stale] = await app.db.insert(contentVersions)
      .values({ key: 'landing.hero', value: { headline: 42 }, savedBy: admin.user.id }).returning();
    const r = await as('POST', `/api/admin/content/landing.hero/versions/${stale.id}/restore`);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^This version no longer fits the page: /);
    expect((await call(app, { method: 'GET', url: '/api/content/landing.hero' })).body.data.headline).toBe('Version A');
  });

  it(`keeps the newest ${CONTENT_VERSIONS_KEPT} versions of a key, and leaves other keys' alone`, async () => {
    const old = new Date('2024-01-01T00:00:00Z').getTime();
    await app.db.insert(contentVersions).values(Array.from({ length: CONTENT_VERSIONS_KEPT + 5 }, (_, n) => ({
      key: 'landing.subscribe', value: { n }, savedAt: new Date(old + n * 1000),
    })));
    const versionsOf = async (key: string) =>
      Number((await app.db.select({ n: count() }).from(contentVersions).where(eq(contentVersions.key, key)))[0].n);
    const heroBefore = await versionsOf('landing.hero');
    const subscribe = { heading: 'Newest', intro: 'Market notes in your inbox.', buttonLabel: 'Subscribe' };
    expect((await as('PUT', '/api/content/landing.subscribe', subscribe)).status).toBe(200);
    expect(await versionsOf('landing.subscribe')).toBe(CONTENT_VERSIONS_KEPT);
    const { versions } = await adminEntry('landing.subscribe');
    expect(versions).toHaveLength(CONTENT_VERSIONS_KEPT);
    const newest = await as('GET', `/api/admin/content/landing.subscribe/versions/${versions[0]._id}`);
    expect(newest.body.data.value).toEqual(subscribe);
    // The oldest kept is the 7th oldest inserted: six (5 + room for the new one) were dropped.
    const oldest = await as('GET', `/api/admin/content/landing.subscribe/versions/${versions.at(-1)!._id}`);
    expect(oldest.body.data.value).toEqual({ n: 6 });
    expect(await versionsOf('landing.hero')).toBe(heroBefore);
  });
});
