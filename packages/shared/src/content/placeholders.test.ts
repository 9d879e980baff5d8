import { describe, expect, it } from 'vitest';
import { CONTENT } from './index.ts';
import { FEATURED_ON_SEED, TESTIMONIALS_SEED, VIDEO_SEED } from './landing-seed.ts';
import { aboutSeed } from './pages/about.ts';
import { LAUNCH_PLACEHOLDERS, placeholderInPlace, withoutPlaceholders } from './placeholders.ts';
import { SITE_CONTACT_SEED } from './site-seed.ts';

// Issue 26 §8: what visitors see of a value holds none of the placeholders the checklist lists.
describe('withoutPlaceholders', () => {
  it('leaves nothing the launch checklist would list, and every seed still fits its schema', () => {
    for (const [key, entry] of Object.entries(CONTENT)) {
      const shown = withoutPlaceholders(key, entry.seed, entry.seed);
      for (const rule of LAUNCH_PLACEHOLDERS.filter((r) => r.key === key)) {
        expect(placeholderInPlace(rule, shown, entry.seed), `${key}: ${rule.id}`).toBe(false);
      }
      expect(entry.schema.safeParse(shown).success, key).toBe(true);
      expect(JSON.stringify(shown), key).not.toMatch(/PLACEHOLDER|example\.com|00000 00000|placeholder/);
    }
  });

  it('shows a placeholder string as none, and drops a list item whose sample name or logo is in place', () => {
    const contact = withoutPlaceholders('site.contact', { ...SITE_CONTACT_SEED, social: { ...SITE_CONTACT_SEED.social, youtube: 'https://youtube.com/@tlt' } }, SITE_CONTACT_SEED);
    expect(contact.supportEmail).toBe('');
    expect(contact.whatsappNumber).toBe('');
    expect(contact.social).toEqual({ facebook: '', quora: '', twitter: '', instagram: '', youtube: 'https://youtube.com/@tlt', linkedin: '' });
    expect(contact.apps.course).toEqual({ playStore: '', appStore: '' });
    expect(withoutPlaceholders('landing.video', VIDEO_SEED, VIDEO_SEED).youtubeId).toBe('');

    const logos = [{ name: 'Mint', image: '/uploads/mint.webp' }, ...FEATURED_ON_SEED.logos];
    expect(withoutPlaceholders('landing.featuredOn', { ...FEATURED_ON_SEED, logos }, FEATURED_ON_SEED).logos).toEqual([logos[0]]);

    // A real person keeps their place; a sample portrait gives way to initials.
    const members = [{ ...aboutSeed.team.members[0], name: 'Asha Rao' }, ...aboutSeed.team.members.slice(1)];
    const about = withoutPlaceholders('pages.about', { ...aboutSeed, team: { ...aboutSeed.team, members } }, aboutSeed);
    expect(about.team.members).toEqual([{ ...members[0], image: '' }]);
    expect(withoutPlaceholders('landing.testimonials', TESTIMONIALS_SEED, TESTIMONIALS_SEED).items).toEqual([]);
  });

  it('changes neither the value it was given nor a key without placeholders', () => {
    const copy = structuredClone(SITE_CONTACT_SEED);
    withoutPlaceholders('site.contact', SITE_CONTACT_SEED, SITE_CONTACT_SEED);
    expect(SITE_CONTACT_SEED).toEqual(copy);
    const hero = CONTENT['landing.hero'].seed;
    expect(withoutPlaceholders('landing.hero', hero, hero)).toBe(hero);
  });
});
