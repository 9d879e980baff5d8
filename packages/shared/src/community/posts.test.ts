import { describe, expect, it } from 'vitest';
import { COMMUNITY_MSG } from './messages.ts';
import { PostFieldsSchema } from './posts.ts';

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
