import { describe, expect, it } from 'vitest';
import { INVOICE_SELLER_ITEM, LAUNCH_PLACEHOLDERS } from '@tlt/shared/content/launch-checklist';
import { TESTIMONIALS_SEED, VIDEO_SEED } from '@tlt/shared/content/landing';
import { aboutSeed } from '@tlt/shared/content/pages/about';
import { legalSeed } from '@tlt/shared/content/pages/legal';
import { SITE_CONTACT_SEED } from '@tlt/shared/content/site';
import { makeUser } from '../../../test/factories.ts';
import { putSeller, SELLER } from '../../../test/billing.ts';
import { call, testApp } from '../../../test/helper.ts';

// The launch checklist (issue 14 §3): placeholders still in place, judged against the content store.
const app = await testApp();
const admin = await makeUser(app, { userType: 'admin' });
const member = await makeUser(app);

const checklist = async () => {
  const r = await call(app, { method: 'GET', url: '/api/admin/launch-checklist', token: admin.token });
  expect(r.status).toBe(200);
  return r.body.data as { items: Array<{ id: string; label: string; pending: boolean; href: string }>; pending: number };
};
const pendingIds = async () => (await checklist()).items.filter((i) => i.pending).map((i) => i.id);
const save = async (key: string, value: unknown) =>
  expect((await call(app, { method: 'PUT', url: `/api/content/${key}`, token: admin.token, payload: value as object })).status).toBe(200);

describe('GET /api/admin/launch-checklist', () => {
  it('lists the seller’s GSTIN and address first, then every seed placeholder as pending on a new site, each linking to its form field', async () => {
    const list = await checklist();
    expect(list.items.map((i) => i.id)).toEqual([INVOICE_SELLER_ITEM.id, ...LAUNCH_PLACEHOLDERS.map((r) => r.id)]);
    expect(list.items[0].label).toMatch(/GSTIN and address/);
    // The legal pages' seed points at the Contact Us page and names no example address (issue 26 §8).
    expect(list.items.filter((i) => !i.pending).map((i) => i.id)).toEqual(['legal-email']);
    expect(list.pending).toBe(LAUNCH_PLACEHOLDERS.length);
    expect(list.items.find((i) => i.id === 'support-email')).toEqual({
      id: 'support-email', label: 'Support e-mail', pending: true, href: '/admin/content?key=site.contact#field-supportEmail',
    });
    expect(list.items.find((i) => i.id === 'team')!.href).toBe('/admin/content?key=pages.about#field-team.members');
    expect(list.items.find((i) => i.id === 'legal-email')!.href).toBe('/admin/content?key=pages.legal');
  });

  it('drops an item once every value it covers is real, and brings it back when a placeholder returns', async () => {
    await save('site.contact', { ...SITE_CONTACT_SEED, supportEmail: 'help@thelazytrader.in', whatsappNumber: '+91 98765 43210' });
    const pending = await pendingIds();
    expect(pending).not.toContain('support-email');
    expect(pending).not.toContain('whatsapp');
    expect(pending).toContain('social');

    // One social link changed is not enough: the rest still point at example.com.
    await save('site.contact', {
      ...SITE_CONTACT_SEED, supportEmail: 'help@thelazytrader.in', whatsappNumber: '+91 98765 43210',
      social: { ...SITE_CONTACT_SEED.social, facebook: 'https://www.facebook.com/thelazytrader' },
    });
    expect(await pendingIds()).toContain('social');

    await save('landing.video', { ...VIDEO_SEED, youtubeId: 'abcdefghijk' });
    expect(await pendingIds()).not.toContain('landing-video');
    await save('landing.video', VIDEO_SEED);
    expect(await pendingIds()).toContain('landing-video');
  });

  it('judges photos and names of the team and the testimonials, and the legal text by its e-mail', async () => {
    const members = aboutSeed.team.members.map((m, n) => ({ ...m, name: `Real Person ${n}`, image: `/uploads/team-${n}.webp` }));
    await save('pages.about', { ...aboutSeed, team: { ...aboutSeed.team, members: members.map((m, n) => (n === 0 ? { ...m, image: aboutSeed.team.members[0].image } : m)) } });
    expect(await pendingIds()).toContain('team');
    await save('pages.about', { ...aboutSeed, team: { ...aboutSeed.team, members } });
    expect(await pendingIds()).not.toContain('team');

    const items = TESTIMONIALS_SEED.items.map((t, n) => ({ ...t, photo: `/uploads/t-${n}.webp` }));
    await save('landing.testimonials', { ...TESTIMONIALS_SEED, items });
    expect(await pendingIds()).toContain('testimonials');
    await save('landing.testimonials', { ...TESTIMONIALS_SEED, items: items.map((t, n) => ({ ...t, name: `Member ${n}` })) });
    expect(await pendingIds()).not.toContain('testimonials');

    const legalWith = (address: string) => JSON.parse(JSON.stringify(legalSeed).replace('the e-mail address on our Contact Us page', address));
    await save('pages.legal', legalWith('support@example.com'));
    expect(await pendingIds()).toContain('legal-email');
    await save('pages.legal', legalWith('grievance@thelazytrader.in'));
    expect(await pendingIds()).not.toContain('legal-email');
  });

  it('lists the seller’s invoice details until the invoice settings are complete', async () => {
    expect((await checklist()).items[0]).toEqual({ ...INVOICE_SELLER_ITEM, pending: true });
    expect((await putSeller(app, admin.token, SELLER)).status).toBe(200);
    expect(await pendingIds()).not.toContain('invoice-seller');
  });

  it('is for admins only', async () => {
    expect((await call(app, { method: 'GET', url: '/api/admin/launch-checklist' })).status).toBe(401);
    expect((await call(app, { method: 'GET', url: '/api/admin/launch-checklist', token: member.token })).status).toBe(403);
  });
});
