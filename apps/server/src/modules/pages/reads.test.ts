import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { readForPage } from './reads.ts';

const app = await testApp();

describe('the server’s reads for its pages', () => {
  it('answer what the API answers a visitor, path by path', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    const blog = (await call(app, {
      method: 'POST', url: '/api/blogs', token: admin.token,
      payload: { title: 'Locked read', shortDescription: 'Short', description: '<p>Secret body</p>', is_locked: true, locked_content: 'Teaser' },
    })).body.data;
    const paths = [
      'underMaintenance', 'content/values?keys=landing.hero,pages.faqs,webinar.page', 'plan/all', 'plan/config',
      'learning/courses', 'blogs/all', `blogs/bySlug/${blog.slug}`, 'webinar/config', 'contactus/support',
    ];
    for (const path of paths) {
      const viaHttp = await call(app, { method: 'GET', url: `/api/${path}` });
      expect(viaHttp.status, path).toBe(200);
      expect(await readForPage(app.db, path), path).toEqual(viaHttp.body.data);
      // A /hi page reads what the API answers a browser asking in Hindi (issue 30 §3).
      const inHindi = await call(app, { method: 'GET', url: `/api/${path}`, headers: { 'accept-language': 'hi' } });
      expect(await readForPage(app.db, path, 'hi'), `${path} in Hindi`).toEqual(inHindi.body.data);
    }
    expect(JSON.stringify(await readForPage(app.db, `blogs/bySlug/${blog.slug}`))).not.toContain('Secret body');
  });

  it('answer what the API answers a Hindi reader, given the page’s language (issue 30 §4)', async () => {
    for (const path of ['content/values?keys=landing.hero,pages.faqs,webinar.page', 'blogs/all']) {
      const viaHttp = await call(app, { method: 'GET', url: `/api/${path}`, headers: { 'accept-language': 'hi' } });
      expect(await readForPage(app.db, path, 'hi'), path).toEqual(viaHttp.body.data);
    }
    const hi = await readForPage(app.db, 'content/values?keys=pages.faqs', 'hi') as Record<string, { title: string }>;
    expect(hi['pages.faqs'].title).toBe('अक्सर पूछे जाने वाले सवाल');
  });

  it('answer 404 for an unknown blog or a call no page makes, 400 for bad content keys', async () => {
    await expect(readForPage(app.db, 'blogs/bySlug/none')).rejects.toMatchObject({ statusCode: 404 });
    await expect(readForPage(app.db, 'auth')).rejects.toMatchObject({ statusCode: 404 });
    await expect(readForPage(app.db, 'content/values?keys=nope')).rejects.toMatchObject({ statusCode: 400 });
  });
});
