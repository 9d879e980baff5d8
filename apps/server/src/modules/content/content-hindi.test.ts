import { describe, expect, it } from 'vitest';
import { CONTENT_HI } from '@tlt/shared/content/hi/index';
import { CLOSING_SEED, HERO_SEED } from '@tlt/shared/content/landing';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';

/** Issue 30 §4: each content key in English and Hindi, read by `Accept-Language`, saved together. */
const app = await testApp();
const admin = await makeUser(app, { userType: 'admin' });
const member = await makeUser(app);
const HI = { 'accept-language': 'hi' };
const heroHi = CONTENT_HI['landing.hero'] as typeof HERO_SEED;

const read = (key: string, headers: Record<string, string> = {}) => call(app, { method: 'GET', url: `/api/content/${key}`, headers });
const savePair = (key: string, value: unknown, hi: unknown, token = admin.token) =>
  call(app, { method: 'PUT', url: `/api/admin/content/${key}`, token, payload: { value, hi } });

describe('content in two languages', () => {
  it('reads the shipped Hindi with Accept-Language: hi, and says the answer varies by it', async () => {
    const res = await read('landing.hero', HI);
    expect(res.status).toBe(200);
    expect(res.res.headers.vary).toMatch(/accept-language/i);
    expect(res.body.data.headline).toBe(heroHi.headline);
    expect(res.body.data.stats[0].label).toBe(heroHi.stats[0].label);
    const en = await read('landing.hero');
    expect(en.body.data.headline).toBe(HERO_SEED.headline);
    expect(en.res.headers.vary).toMatch(/accept-language/i);
    // The same for the batch read the pages use.
    const batch = await call(app, { method: 'GET', url: '/api/content/values?keys=landing.hero,landing.proof', headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' } });
    expect(batch.body.data['landing.hero'].intro).toBe(heroHi.intro);
  });

  it('leaves the seeds’ sample people and logos out of Hindi pages too, whatever their names’ script', async () => {
    const hi = await call(app, { method: 'GET', url: '/api/content/values?keys=landing.testimonials,landing.featuredOn,pages.about', headers: HI });
    expect(hi.body.data['landing.testimonials'].items).toEqual([]);
    expect(hi.body.data['landing.featuredOn'].logos).toEqual([]);
    expect(hi.body.data['pages.about'].team.members).toEqual([]);
    expect(hi.body.data['landing.testimonials'].heading).toBe((CONTENT_HI['landing.testimonials'] as { heading: string }).heading);
  });

  it('fills plan lengths with Hindi words on Hindi pages', async () => {
    expect((await read('landing.closing')).body.data.heading).toBe('Memberships of 3, 6 or 12 months');
    expect((await read('landing.closing', HI)).body.data.heading).toBe('3, 6 या 12 महीने की मेंबरशिप');
    expect(CLOSING_SEED.heading).toContain('{planLengths}');
  });

  it('saves English and Hindi together; an empty Hindi field reads its English, field by field; the English read is unchanged byte for byte', async () => {
    const englishBefore = (await read('landing.hero')).raw;
    const value = { ...HERO_SEED };
    const hi = { headline: 'ज़्यादातर ट्रेडर्स पैसा गंवाते हैं।', highlight: '', intro: '  ', stats: [{ value: '20+ साल' }] };
    const put = await savePair('landing.hero', value, hi);
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ value, hi: { headline: hi.headline, stats: [{ value: '20+ साल' }] } });

    const got = (await read('landing.hero', HI)).body.data;
    expect(got.headline).toBe(hi.headline);
    expect(got.highlight).toBe(HERO_SEED.highlight);
    expect(got.intro).toBe(HERO_SEED.intro);
    expect(got.stats[0]).toEqual({ value: '20+ साल', label: HERO_SEED.stats[0].label });
    expect((await read('landing.hero')).raw).toBe(englishBefore);

    const entry = await call(app, { method: 'GET', url: '/api/admin/content/landing.hero', token: admin.token });
    expect(entry.body.data.hi).toEqual({ headline: hi.headline, stats: [{ value: '20+ साल' }] });
  });

  it('keeps only text fields in the Hindi: a link, an image or a video id is the same in both languages', async () => {
    const value = { ...(await call(app, { method: 'GET', url: '/api/admin/content/landing.video', token: admin.token })).body.data.value };
    const put = await savePair('landing.video', value, { heading: 'वीडियो', youtubeId: 'abcdefghijk' });
    expect(put.status).toBe(200);
    expect(put.body.data.hi).toEqual({ heading: 'वीडियो' });
  });

  it('refuses a Hindi text that does not fit, naming its Hindi field, and stores nothing', async () => {
    const before = await call(app, { method: 'GET', url: '/api/admin/content/landing.hero', token: admin.token });
    const bad = await savePair('landing.hero', { ...HERO_SEED, headline: 'Changed too' }, { headline: 'क'.repeat(121) });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0]).toEqual({ path: 'hi.headline', message: 'Keep it to 120 characters or fewer' });
    const badToken = await savePair('landing.closing', CLOSING_SEED, { heading: '{plan:24:price} का प्लान' });
    expect(badToken.status).toBe(400);
    expect(badToken.body.data.errors[0].path).toBe('hi.heading');
    const after = await call(app, { method: 'GET', url: '/api/admin/content/landing.hero', token: admin.token });
    expect(after.body.data).toEqual(before.body.data);
  });

  it('is for admins only, and the body must carry both', async () => {
    expect((await call(app, { method: 'PUT', url: '/api/admin/content/landing.hero', payload: { value: HERO_SEED, hi: {} } })).status).toBe(401);
    expect((await savePair('landing.hero', HERO_SEED, {}, member.token)).status).toBe(403);
    const noHi = await call(app, { method: 'PUT', url: '/api/admin/content/landing.hero', token: admin.token, payload: { value: HERO_SEED } });
    expect(noHi.status).toBe(400);
    expect((await savePair('no.such.key', {}, {})).status).toBe(404);
  });

  it('an English-only save keeps the saved Hindi; a changed English field no longer shows the shipped Hindi of the old text', async () => {
    const proof = (await read('landing.proof', HI)).body.data;
    expect(proof.heading).toBe((CONTENT_HI['landing.proof'] as { heading: string }).heading);
    const value = (await call(app, { method: 'GET', url: '/api/admin/content/landing.proof', token: admin.token })).body.data.value;
    const put = await call(app, { method: 'PUT', url: '/api/content/landing.proof', token: admin.token, payload: { ...value, heading: 'Proof of our returns' } });
    expect(put.status).toBe(200);
    const after = (await read('landing.proof', HI)).body.data;
    expect(after.heading).toBe('Proof of our returns');
    expect(after.intro).toBe(proof.intro);

    // landing.hero has a saved Hindi: an English-only save keeps it.
    await call(app, { method: 'PUT', url: '/api/content/landing.hero', token: admin.token, payload: { ...HERO_SEED, eyebrow: 'Trading community' } });
    expect((await read('landing.hero', HI)).body.data.headline).toBe('ज़्यादातर ट्रेडर्स पैसा गंवाते हैं।');
  });

  it('a version keeps its Hindi, and restoring it restores both', async () => {
    await savePair('landing.blogs', { heading: 'From the blog', intro: 'Notes.', allLabel: 'All blogs' }, { heading: 'ब्लॉग से' });
    await savePair('landing.blogs', { heading: 'Blog', intro: 'Notes.', allLabel: 'All blogs' }, { heading: 'ब्लॉग' });
    const entry = (await call(app, { method: 'GET', url: '/api/admin/content/landing.blogs', token: admin.token })).body.data;
    const older = entry.versions[1]._id;
    const version = await call(app, { method: 'GET', url: `/api/admin/content/landing.blogs/versions/${older}`, token: admin.token });
    expect(version.body.data.hi).toEqual({ heading: 'ब्लॉग से' });
    const restored = await call(app, { method: 'POST', url: `/api/admin/content/landing.blogs/versions/${older}/restore`, token: admin.token });
    expect(restored.status).toBe(200);
    expect((await read('landing.blogs', HI)).body.data.heading).toBe('ब्लॉग से');
    expect((await read('landing.blogs')).body.data.heading).toBe('From the blog');
  });

  it('the launch checklist lists a text field whose Hindi is empty under "not yet in Hindi", linking to its Hindi box', async () => {
    await savePair('landing.subscribe', { heading: 'Subscribe', intro: 'Notes by mail.', buttonLabel: 'Subscribe' }, { heading: 'सब्सक्राइब', buttonLabel: 'सब्सक्राइब करें' });
    const list = await call(app, { method: 'GET', url: '/api/admin/launch-checklist', token: admin.token });
    expect(list.status).toBe(200);
    const subscribe = list.body.data.notInHindi.filter((i: { key: string }) => i.key === 'landing.subscribe');
    expect(subscribe).toEqual([{
      key: 'landing.subscribe', path: 'intro', label: 'Landing: subscribe › Intro', href: '/admin/content?key=landing.subscribe#field-hi.intro',
    }]);
    // The hero's highlight was saved without Hindi above.
    expect(list.body.data.notInHindi.map((i: { key: string; path: string }) => `${i.key}:${i.path}`)).toContain('landing.hero:highlight');
  });
});
