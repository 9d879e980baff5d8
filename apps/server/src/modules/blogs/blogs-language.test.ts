import { describe, expect, it } from 'vitest';
import { BLOG_MSG, BlogSchema } from '@tlt/shared/blogs';
import { call, testApp } from '../../../test/helper.ts';
import { makeUser } from '../../../test/factories.ts';

/** Issue 30 §4: a blog has a language; the list read in Hindi puts the Hindi posts first. */
const app = await testApp({ fresh: true });
const admin = await makeUser(app, { userType: 'admin' });

const create = async (title: string, date: string, language?: 'en' | 'hi') => {
  const payload = { title, shortDescription: 'Summary', description: '<p>Text</p>', published_date: date, ...(language ? { language } : {}) };
  const r = await call(app, { method: 'POST', url: '/api/blogs', token: admin.token, payload });
  expect(r.status, r.raw).toBe(200);
  return BlogSchema.parse(r.body.data);
};

const enNew = await create('English newest', '2026-03-01T00:00:00.000Z');
const hiOld = await create('हिंदी पुराना', '2026-01-01T00:00:00.000Z', 'hi');
const enOld = await create('English oldest', '2025-12-01T00:00:00.000Z', 'en');
const hiNew = await create('हिंदी नया', '2026-02-01T00:00:00.000Z', 'hi');

const list = async (headers: Record<string, string> = {}) => {
  const r = await call(app, { method: 'GET', url: '/api/blogs/all', headers });
  expect(r.status).toBe(200);
  return r;
};

describe('blogs in two languages', () => {
  it('a new post is English unless it says Hindi', () => {
    expect([enNew.language, hiOld.language, enOld.language, hiNew.language]).toEqual(['en', 'hi', 'en', 'hi']);
  });

  it('in English lists every post newest first, as before, each saying its language', async () => {
    const r = await list();
    expect(r.body.data.map((b: { id: string; language: string }) => [b.id, b.language]))
      .toEqual([[enNew.id, 'en'], [hiNew.id, 'hi'], [hiOld.id, 'hi'], [enOld.id, 'en']]);
    expect(r.res.headers.vary).toMatch(/accept-language/i);
  });

  it('in Hindi lists the Hindi posts first, then the English ones, each part newest first', async () => {
    const r = await list({ 'accept-language': 'hi' });
    expect(r.body.data.map((b: { id: string; language: string }) => [b.id, b.language]))
      .toEqual([[hiNew.id, 'hi'], [hiOld.id, 'hi'], [enNew.id, 'en'], [enOld.id, 'en']]);
  });

  it('an edit keeps the language unless it changes it; an unknown language is refused with its message', async () => {
    const put = (payload: Record<string, unknown>) =>
      call(app, { method: 'PUT', url: `/api/blogs/${hiOld.id}`, token: admin.token, payload: { title: 'हिंदी पुराना', shortDescription: 'Summary', description: '<p>Text</p>', ...payload } });
    expect((await put({})).body.data.language).toBe('hi');
    expect((await put({ language: 'en' })).body.data.language).toBe('en');
    const bad = await put({ language: 'fr' });
    expect(bad.status).toBe(400);
    expect(bad.raw).toContain(BLOG_MSG.language);
    expect((await call(app, { method: 'GET', url: `/api/blogs/bySlug/${hiOld.slug}` })).body.data.language).toBe('en');
  });
});
