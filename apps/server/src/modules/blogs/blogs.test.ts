import { describe, expect, it } from 'vitest';
import { BLOG_MSG, BlogSchema, BlogSummarySchema } from '@tlt/shared/blogs';
import { MSG } from '@tlt/shared/messages';
import { call, testApp } from '../../../test/helper.ts';
import { makeUser } from '../../../test/factories.ts';
import { blogs } from '../../db/schema/index.ts';

const app = await testApp();
const admin = await makeUser(app, { userType: 'admin' });
const member = await makeUser(app, { months: 6 });
const expired = await makeUser(app, { months: 1, startedDaysAgo: 45 });

const SECRET = 'Members-only: the exact ATR multiple is 1.7 on daily candles';
const body = (o: Record<string, unknown> = {}) => ({
  title: 'Open post',
  shortDescription: 'A short summary',
  description: '<p>Open text about stops.</p>',
  ...o,
});
const create = async (o: Record<string, unknown> = {}) => {
  const r = await call(app, { method: 'POST', url: '/api/blogs', token: admin.token, payload: body(o) });
  expect(r.status, r.raw).toBe(200);
  return BlogSchema.parse(r.body.data);
};

const older = await create({ title: 'Older open post', published_date: '2025-01-01T00:00:00.000Z' });
const locked = await create({
  title: 'Locked post', slug: 'locked-post', description: `<h2>Setup</h2><p>${SECRET}</p><img src="/uploads/images/x.webp" alt="chart">`,
  is_locked: true, locked_content: 'A short public teaser', featureImage: '/images/blogs/x.svg', published_date: '2025-03-01T00:00:00.000Z',
});

describe('GET /api/blogs/all', () => {
  it('answers the admin who created a locked blog with its full text', () => {
    expect(locked).toMatchObject({ slug: 'locked-post', is_locked: 'yes', locked_content: 'A short public teaser' });
    expect(locked.description).toContain(SECRET);
  });

  it('lists blogs newest first in the spec shape, without any full text', async () => {
    const r = await call(app, { method: 'GET', url: '/api/blogs/all' });
    expect(r.status).toBe(200);
    const list = r.body.data as unknown[];
    list.forEach((b) => BlogSummarySchema.strict().parse(b));
    const slugs = (list as { slug: string }[]).map((b) => b.slug);
    expect(slugs.indexOf('locked-post')).toBeLessThan(slugs.indexOf(older.slug));
    const item = (list as Record<string, unknown>[]).find((b) => b.slug === 'locked-post')!;
    expect(item).toMatchObject({ is_locked: 'yes', locked_content: 'A short public teaser', imageUrl: [], otherImages: '', featureImage: '/images/blogs/x.svg' });
    expect(item).not.toHaveProperty('description');
    expect(r.raw).not.toContain(SECRET);
    // Even a member's list leaves the text out: the list is the same for everyone.
    expect((await call(app, { method: 'GET', url: '/api/blogs/all', token: member.token })).raw).not.toContain(SECRET);
  });
});

describe('GET /api/blogs/bySlug/:slug', () => {
  it('answers an open blog with its text to anyone', async () => {
    const r = await call(app, { method: 'GET', url: `/api/blogs/bySlug/${older.slug}` });
    expect(r.status).toBe(200);
    expect(BlogSchema.strict().parse(r.body.data)).toMatchObject({
      slug: 'older-open-post', is_locked: 'no', description: '<p>Open text about stops.</p>', locked_content: null, otherImages: '',
      published_date: '2025-01-01T00:00:00.000Z',
    });
  });

  it.each([
    ['a visitor', undefined],
    ['a bad token', 'not-a-real-token'],
    ['an expired member', expired.token],
  ])('gives %s only the preview of a locked blog', async (_who, token) => {
    const r = await call(app, { method: 'GET', url: '/api/blogs/bySlug/locked-post', token });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ title: 'Locked post', is_locked: 'yes', locked_content: 'A short public teaser', imageUrl: [] });
    expect(r.body.data).not.toHaveProperty('description');
    expect(r.raw).not.toContain(SECRET);
    expect(r.raw).not.toContain('ATR multiple');
    expect(r.raw).not.toContain('/uploads/images/x.webp');
    // A visitor's copy is the browser's alone (Vary: Authorization), asked again with its ETag each time (issue 31 §1);
    // an answer to a request with a session, even a bad one, is kept by no one.
    expect(r.res.headers['cache-control']).toBe(token ? 'private, no-store' : 'private, no-cache');
    expect(r.res.headers.vary).toMatch(/authorization/i);
  });

  it.each([
    ['a member', member.token],
    ['an admin', admin.token],
  ])('gives %s the full text of a locked blog', async (_who, token) => {
    const r = await call(app, { method: 'GET', url: '/api/blogs/bySlug/locked-post', token });
    expect(r.status).toBe(200);
    expect(r.body.data?.description).toContain(SECRET);
    expect(r.body.data?.imageUrl).toEqual(['/uploads/images/x.webp']);
  });

  it('answers 404 for an unknown slug', async () => {
    const r = await call(app, { method: 'GET', url: '/api/blogs/bySlug/no-such-post' });
    expect(r.body).toEqual({ status: false, code: 404, message: BLOG_MSG.notFound });
  });
});

describe('sanitising', () => {
  it('never stores a script, an event handler or a javascript: URL', async () => {
    const b = await create({
      title: '<script>alert(1)</script>Risk & <b onmouseover="x()">reward</b>',
      shortDescription: '<img src=x onerror="alert(1)">Short & sweet',
      description: [
        '<p onclick="steal()" style="color:red">Hello <a href="javascript:alert(1)">bad</a> <a href="https://nse.example/x" target="_top">good</a></p>',
        '<script>alert(2)</script><iframe src="https://evil.example"></iframe>',
        '<img src="javascript:alert(3)"><img src="data:image/png;base64,AAA"><img src="/uploads/images/ok.webp" onerror="x()" alt="ok">',
        '<h1>Big</h1><h2 class="x">Sub</h2><a href="mailto:help@example.com">mail</a><a href="//evil.example">proto</a>',
      ].join(''),
    });
    const [row] = await app.db.select().from(blogs).where((await import('drizzle-orm')).eq(blogs.id, b.id));
    const stored = JSON.stringify(row);
    for (const bad of ['<script', 'onclick', 'onerror', 'onmouseover', 'javascript:', 'style=', '<iframe', 'data:image', 'class=', '//evil'])
      expect(stored).not.toContain(bad);
    expect(row.title).toBe('Risk & reward');
    expect(row.shortDescription).toBe('Short & sweet');
    expect(row.description).toContain('<a href="https://nse.example/x" target="_blank" rel="noopener noreferrer nofollow">good</a>');
    expect(row.description).toContain('<img src="/uploads/images/ok.webp" alt="ok" />');
    expect(row.description).toContain('<h2>Sub</h2>');
    expect(row.description).toContain('href="mailto:help@example.com"');
    expect(row.images).toEqual(['/uploads/images/ok.webp']);
  });
});

describe('admin CRUD', () => {
  it('lets only admins write (visitor 401, member 403)', async () => {
    const id = older.id;
    for (const [method, url] of [['POST', '/api/blogs'], ['PUT', `/api/blogs/${id}`], ['DELETE', `/api/blogs/${id}`]] as const) {
      expect((await call(app, { method, url, payload: body() })).body).toMatchObject({ code: 401, message: MSG.sessionExpired });
      expect((await call(app, { method, url, payload: body(), token: member.token })).status).toBe(403);
    }
  });

  it('refuses bad input with 400 and a message per field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, BLOG_MSG.titleRequired],
      [{ shortDescription: '   ' }, BLOG_MSG.shortDescriptionRequired],
      [{ description: '<p></p>' }, BLOG_MSG.bodyRequired],
      [{ slug: 'Bad Slug!' }, BLOG_MSG.slugFormat],
      [{ featureImage: 'javascript:alert(1)' }, BLOG_MSG.imageUrl],
      [{ is_locked: true, locked_content: '' }, BLOG_MSG.lockedContentRequired],
      // Only markup: empty once sanitised.
      [{ description: '<script>alert(1)</script>' }, BLOG_MSG.bodyRequired],
    ];
    for (const [o, message] of cases) {
      const r = await call(app, { method: 'POST', url: '/api/blogs', token: admin.token, payload: body(o) });
      expect(r.status, JSON.stringify(o)).toBe(400);
      expect(r.body.message).toBe(message);
    }
  });

  it('makes the slug from the title and answers 409 on a clash', async () => {
    const b = await create({ title: 'Position Sizing: The 1% Rule & You' });
    expect(b.slug).toBe('position-sizing-the-1-rule-and-you');
    const again = await call(app, { method: 'POST', url: '/api/blogs', token: admin.token, payload: body({ title: 'Position sizing - the 1% rule and you' }) });
    expect(again.body).toEqual({ status: false, code: 409, message: BLOG_MSG.slugTaken });
    const put = await call(app, { method: 'PUT', url: `/api/blogs/${older.id}`, token: admin.token, payload: body({ slug: b.slug }) });
    expect(put.status).toBe(409);
  });

  it('updates, keeping the slug unless a new one is given, then deletes', async () => {
    const b = await create({ title: 'Draft title' });
    const r = await call(app, {
      method: 'PUT', url: `/api/blogs/${b.id}`, token: admin.token,
      payload: body({ title: 'Final title', description: '<p>Final text</p>', is_locked: true, locked_content: 'Teaser' }),
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ slug: 'draft-title', title: 'Final title', is_locked: 'yes', description: '<p>Final text</p>' });
    const renamed = await call(app, { method: 'PUT', url: `/api/blogs/${b.id}`, token: admin.token, payload: body({ slug: 'final-title' }) });
    expect(renamed.body.data).toMatchObject({ slug: 'final-title', is_locked: 'no', locked_content: null });

    const del = await call(app, { method: 'DELETE', url: `/api/blogs/${b.id}`, token: admin.token });
    expect(del.body).toMatchObject({ status: true, code: 200, data: { id: b.id } });
    expect((await call(app, { method: 'GET', url: '/api/blogs/bySlug/final-title' })).status).toBe(404);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await call(app, { method: 'PUT', url: `/api/blogs/${id}`, token: admin.token, payload: body() })).status).toBe(404);
      expect((await call(app, { method: 'DELETE', url: `/api/blogs/${id}`, token: admin.token })).body)
        .toEqual({ status: false, code: 404, message: BLOG_MSG.notFound });
    }
  });
});
