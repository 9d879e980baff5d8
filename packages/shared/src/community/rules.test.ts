import { describe, expect, it } from 'vitest';
import {
  canReply, COMMUNITY_MSG, commentsOpen, disclaimerPreview, PostFieldsSchema, postRuleErrors,
} from './community.ts';

const base = { title: 'Nifty breakout', images: ['/uploads/a.webp'], tags: ['Intraday'] };

describe('PostFieldsSchema', () => {
  it('takes prices with up to 2 decimals and refuses more or negatives', () => {
    expect(PostFieldsSchema.safeParse({ ...base, targetPrice1: 101.25 }).success).toBe(true);
    expect(PostFieldsSchema.safeParse({ ...base, targetPrice1: 101.255 }).success).toBe(false);
    expect(PostFieldsSchema.safeParse({ ...base, stopLoss: -1 }).success).toBe(false);
  });
  it('refuses a fifth image and unknown tags with the spec message', () => {
    const five = PostFieldsSchema.safeParse({ ...base, images: Array(5).fill('/uploads/a.webp') });
    expect(five.success || five.error.issues[0]!.message).toBe(COMMUNITY_MSG.maxImages);
    const tags = PostFieldsSchema.safeParse({ ...base, tags: [] });
    expect(tags.success || tags.error.issues[0]!.message).toBe(COMMUNITY_MSG.tagRequired);
    expect(PostFieldsSchema.safeParse({ ...base, tags: ['Stocks'] }).success).toBe(false);
  });
});

describe('postRuleErrors', () => {
  const parse = (p: object) => PostFieldsSchema.parse({ ...base, ...p });
  it('caps risk at 2 for members and 100 for admins', () => {
    expect(postRuleErrors(parse({ risk: 2 }), 'user')).toEqual([]);
    expect(postRuleErrors(parse({ risk: 2.01 }), 'user')).toEqual([COMMUNITY_MSG.riskTooHigh]);
    expect(postRuleErrors(parse({ risk: 100 }), 'admin')).toEqual([]);
    expect(postRuleErrors(parse({ risk: 100.01 }), 'admin')).toEqual([COMMUNITY_MSG.riskTooHighAdmin]);
  });
  it('needs a chart image from members only, and a title with text', () => {
    expect(postRuleErrors(parse({ images: [] }), 'user')).toEqual([COMMUNITY_MSG.imageRequired]);
    expect(postRuleErrors(parse({ images: [] }), 'admin')).toEqual([]);
    expect(postRuleErrors(parse({ title: '<p> </p>' }), 'admin')).toEqual([COMMUNITY_MSG.titleRequired]);
  });
  it('needs a notification title when an admin gives a body', () => {
    expect(postRuleErrors(parse({ notification: { body: 'Big move' } }), 'admin')).toEqual([COMMUNITY_MSG.notificationTitleRequired]);
    expect(postRuleErrors(parse({ notification: { title: 'Alert', body: 'Big move' } }), 'admin')).toEqual([]);
  });
});

describe('commentsOpen', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('is open under 8 days after the last update and closed from then on', () => {
    expect(commentsOpen(new Date('2026-11-14T10:00:01Z'), now)).toBe(true);
    expect(commentsOpen(new Date('2026-11-14T10:00:00Z'), now)).toBe(false);
  });
});

describe('disclaimerPreview', () => {
  it('cuts at 79 characters', () => {
    expect(disclaimerPreview('x'.repeat(79))).toEqual({ preview: 'x'.repeat(79), truncated: false });
    expect(disclaimerPreview('x'.repeat(80))).toEqual({ preview: 'x'.repeat(79), truncated: true });
  });
});

describe('canReply', () => {
  const comment = { commentedBy: { _id: 'c' }, reply: [{ commentedBy: { _id: 'r' } }] };
  it.each([
    [{ _id: 'c', userType: 'normal' as const }, true],
    [{ _id: 'r', userType: 'normal' as const }, true],
    [{ _id: 'author', userType: 'normal' as const }, true],
    [{ _id: 'x', userType: 'admin' as const }, true],
    [{ _id: 'x', userType: 'normal' as const }, false],
  ])('%o may reply: %s', (viewer, allowed) => {
    expect(canReply(viewer, 'author', comment)).toBe(allowed);
  });
});
