import { describe, expect, it } from 'vitest';
import { CONTENT, CONTENT_KEYS } from '@tlt/shared/content/index';
import { EMI_SEED, HERO_SEED, LANDING, PROOF_SEED, TESTIMONIALS_SEED } from '@tlt/shared/content/landing';
import { PAGE_CONTENT_ENTRIES } from '@tlt/shared/content/pages';
import { withoutPlaceholders } from '@tlt/shared/content/placeholders';
import { fillPlanCopyDeep, SEED_COPY_CATALOGUE } from '@tlt/shared/content/plan-copy';
import { WEBINAR_CONTENT_KEY, WEBINAR_SEED } from '@tlt/shared/content/webinar';
import { DEMO_MARKER } from '../../db/demo-marker.ts';
import { settings, siteContent } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';

const app = await testApp();
const admin = await makeUser(app, { userType: 'admin' });
const member = await makeUser(app);
/** What the pages get: plan placeholders filled from the catalogue (the seeded one here). */
const shown = <T>(v: T): T => fillPlanCopyDeep(v, SEED_COPY_CATALOGUE);
/** …and the launch checklist's placeholders left out (issue 26 §8). */
const visible = <T>(key: string, v: T): T => shown(withoutPlaceholders(key, v, CONTENT[key].seed));

describe('site content', () => {
  it('lists every key with its title, the landing keys included', async () => {
    const res = await call(app, { method: 'GET', url: '/api/content' });
    expect(res.status).toBe(200);
    const keys = res.body.data.map((k: { key: string }) => k.key);
    for (const { key, title } of Object.values(LANDING)) {
      expect(keys).toContain(key);
      expect(res.body.data.find((k: { key: string }) => k.key === key).title).toBe(title);
    }
  });

  it('every seed fits its own schema', () => {
    for (const [key, entry] of Object.entries(CONTENT)) expect(entry.schema.safeParse(entry.seed).success, key).toBe(true);
    expect(TESTIMONIALS_SEED.items).toHaveLength(9);
  });

  it('answers the seed to anyone while no admin has changed it', async () => {
    const res = await call(app, { method: 'GET', url: '/api/content/landing.emi' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(shown(EMI_SEED));
    expect(res.body.data.rules[1]).toBe('No-cost EMI is available only on plans of 12 months.');
  });

  it('stores an admin change, which every later read returns', async () => {
    const changed = { ...HERO_SEED, headline: 'Most traders lose money.' };
    const put = await call(app, { method: 'PUT', url: '/api/content/landing.hero', token: admin.token, payload: changed });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ status: true, code: 200, message: 'Content saved', data: changed });
    const got = await call(app, { method: 'GET', url: '/api/content/landing.hero' });
    expect(got.body.data).toEqual(changed);
  });

  it('refuses a value that does not fit the schema with the zod message, storing nothing', async () => {
    const bad = await call(app, {
      method: 'PUT',
      url: '/api/content/landing.video',
      token: admin.token,
      payload: { ...LANDING.video.seed, youtubeId: 'not a video id' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe(false);
    expect(bad.body.message).toBe('Must be an 11-character YouTube video id');
    expect((bad.body.data as any).errors).toEqual([{ path: 'youtubeId', message: 'Must be an 11-character YouTube video id' }]);
    const emi = await call(app, { method: 'PUT', url: '/api/content/landing.emi', token: admin.token, payload: { ...EMI_SEED, planId: 2 } });
    expect(emi.status).toBe(400);
    const got = await call(app, { method: 'GET', url: '/api/content/landing.video' });
    expect(got.body.data).toEqual(visible('landing.video', LANDING.video.seed));
  });

  it('lets only admins write: a visitor gets 401, a member 403', async () => {
    const body = { ...EMI_SEED, heading: 'Hacked' };
    expect((await call(app, { method: 'PUT', url: '/api/content/landing.emi', payload: body })).status).toBe(401);
    expect((await call(app, { method: 'PUT', url: '/api/content/landing.emi', token: member.token, payload: body })).status).toBe(403);
    expect((await call(app, { method: 'GET', url: '/api/content/landing.emi' })).body.data).toEqual(shown(EMI_SEED));
  });

  it('serves the webinar page copy: seeded with the nine FAQs, listed, validated and editable', async () => {
    expect(WEBINAR_SEED.faq.items).toHaveLength(9);
    const list = await call(app, { method: 'GET', url: '/api/content' });
    expect(list.body.data).toContainEqual({ key: WEBINAR_CONTENT_KEY, title: 'Webinar page (/webinar)' });
    expect((await call(app, { method: 'GET', url: `/api/content/${WEBINAR_CONTENT_KEY}` })).body.data).toEqual({ ...WEBINAR_SEED, videoId: '' });

    const bad = await call(app, {
      method: 'PUT', url: `/api/content/${WEBINAR_CONTENT_KEY}`, token: admin.token,
      payload: { ...WEBINAR_SEED, faq: { ...WEBINAR_SEED.faq, items: [] }, whatYouGet: { ...WEBINAR_SEED.whatYouGet, items: [{ icon: 'rocket', title: 'x', body: 'y' }] } },
    });
    expect(bad.status).toBe(400);
    expect((bad.body.data as any).errors.map((e: { path: string }) => e.path)).toEqual(['whatYouGet.items.0.icon', 'faq.items']);

    const changed = { ...WEBINAR_SEED, headline: 'Bank Nifty, live this Sunday' };
    const put = await call(app, { method: 'PUT', url: `/api/content/${WEBINAR_CONTENT_KEY}`, token: admin.token, payload: changed });
    expect(put.status).toBe(200);
    expect((await call(app, { method: 'GET', url: `/api/content/${WEBINAR_CONTENT_KEY}` })).body.data).toEqual({ ...changed, videoId: '' });
  });

  it('answers 404 for a key that does not exist, on read and write', async () => {
    expect((await call(app, { method: 'GET', url: '/api/content/landing.nope' })).status).toBe(404);
    expect((await call(app, { method: 'PUT', url: '/api/content/landing.nope', token: admin.token, payload: {} })).status).toBe(404);
  });

  describe('GET /api/content/values: several keys in one call', () => {
    const values = (keys: string) => call(app, { method: 'GET', url: `/api/content/values?keys=${keys}` });

    it('answers { [key]: value } for every key asked, seeds included, in one call', async () => {
      const res = await values(`landing.emi,landing.proof,pages.faqs,${WEBINAR_CONTENT_KEY}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        'landing.emi': shown(EMI_SEED),
        'landing.proof': PROOF_SEED,
        'pages.faqs': visible('pages.faqs', PAGE_CONTENT_ENTRIES['pages.faqs'].seed),
        [WEBINAR_CONTENT_KEY]: expect.any(Object),
      });
      // Every key the site has fits in one call.
      const all = await values(CONTENT_KEYS.join(','));
      expect(all.status).toBe(200);
      expect(Object.keys(all.body.data).sort()).toEqual([...CONTENT_KEYS].sort());
    });

    it('returns the stored value an admin saved, as the single read does', async () => {
      const changed = { ...EMI_SEED, heading: 'Short on cash this month?' };
      expect((await call(app, { method: 'PUT', url: '/api/content/landing.emi', token: admin.token, payload: changed })).status).toBe(200);
      const res = await values('landing.emi,landing.video');
      expect(res.body.data).toEqual({ 'landing.emi': shown(changed), 'landing.video': { ...LANDING.video.seed, youtubeId: '' } });
      expect((await call(app, { method: 'GET', url: '/api/content/landing.emi' })).body.data).toEqual(shown(changed));
    });

    it('answers the seed for a stored value that no longer fits its schema', async () => {
      await app.db.insert(siteContent).values({ key: 'landing.subscribe', value: { heading: 42 } })
        .onConflictDoUpdate({ target: siteContent.key, set: { value: { heading: 42 } } });
      const res = await values('landing.subscribe');
      expect(res.body.data).toEqual({ 'landing.subscribe': LANDING.subscribe.seed });
      expect((await call(app, { method: 'GET', url: '/api/content/landing.subscribe' })).body.data).toEqual(LANDING.subscribe.seed);
    });

    it('refuses an unknown key with 400, naming it', async () => {
      for (const keys of ['landing.emi,landing.nope', 'constructor']) {
        const res = await values(keys);
        expect(res.status).toBe(400);
        expect(res.body.status).toBe(false);
        expect(res.body.message).toBe(`Unknown content key: ${keys.split(',').at(-1)}`);
      }
    });

    it('refuses more than 30 keys, and none at all, with 400', async () => {
      const many = Array.from({ length: 31 }, (_, i) => `landing.k${i}`).join(',');
      const tooMany = await values(many);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toBe('At most 30 content keys per request');
      expect((await values('')).status).toBe(400);
      expect((await call(app, { method: 'GET', url: '/api/content/values' })).status).toBe(400);
    });
  });
});

describe('placeholders (issue 26 §8)', () => {
  it('leaves the checklist’s placeholders out of what visitors read, and shows what an admin set', async () => {
    const read = async (key: string) => (await call(app, { method: 'GET', url: `/api/content/values?keys=${key}` })).body.data[key];
    const featured = CONTENT['landing.featuredOn'].seed as { heading: string; logos: { name: string; image: string }[] };
    expect((await read('landing.featuredOn')).logos).toEqual([]);
    const mint = { name: 'Mint', image: '/uploads/mint.webp' };
    await call(app, { method: 'PUT', url: '/api/content/landing.featuredOn', token: admin.token, payload: { ...featured, logos: [mint, ...featured.logos] } });
    expect((await read('landing.featuredOn')).logos).toEqual([mint]);
    // The admin's editor still reads the raw value, placeholders and all.
    const raw = await call(app, { method: 'GET', url: '/api/admin/content/landing.featuredOn', token: admin.token });
    expect(raw.body.data.value.logos).toHaveLength(featured.logos.length + 1);
  });

  it('shows the seeds’ sample content as it is on a demo database', async () => {
    const demo = await testApp({ fresh: true });
    await demo.db.insert(settings).values({ key: DEMO_MARKER, value: true });
    const video = await call(demo, { method: 'GET', url: '/api/content/landing.video' });
    expect(video.body.data).toEqual(LANDING.video.seed);
  });
});
