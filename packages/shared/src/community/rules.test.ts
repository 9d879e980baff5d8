import { describe, expect, it } from 'vitest';
import { COMMUNITY_MSG } from './messages.ts';
import { PostFieldsSchema } from './posts.ts';
import { canReply, commentsOpen, disclaimerPreview, postRuleErrors } from './rules.ts';

const base = { title: 'Nifty breakout', images: ['/uploads/a.webp'], tags: ['Intraday'] };

describe('postRuleErrors', () => {
  const parse = (p: object) => PostFieldsSchema.parse({ ...base, ...p });
  it('caps risk at 2 for members and 100 for admins', () => {
    expect(postRuleErrors(parse({ risk: 2 }), 'user')).toEqual([]);
    expect(postRuleErrors(parse({ risk: 2.01 }), 'user')).toEqual([{ path: 'risk', message: COMMUNITY_MSG.riskTooHigh }]);
    expect(postRuleErrors(parse({ risk: 100 }), 'admin')).toEqual([]);
    expect(postRuleErrors(parse({ risk: 100.01 }), 'admin')).toEqual([{ path: 'risk', message: COMMUNITY_MSG.riskTooHighAdmin }]);
  });
  it('needs a chart image from members only, and a title with text', () => {
    expect(postRuleErrors(parse({ images: [] }), 'user')).toEqual([{ path: 'images', message: COMMUNITY_MSG.imageRequired }]);
    expect(postRuleErrors(parse({ images: [] }), 'admin')).toEqual([]);
    expect(postRuleErrors(parse({ title: '<p> </p>' }), 'admin')).toEqual([{ path: 'title', message: COMMUNITY_MSG.titleRequired }]);
  });
  it('needs a notification title when an admin gives a body', () => {
    expect(postRuleErrors(parse({ notification: { body: 'Big move' } }), 'admin')).toEqual([{ path: 'notification.title', message: COMMUNITY_MSG.notificationTitleRequired }]);
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
