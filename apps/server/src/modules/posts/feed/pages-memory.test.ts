import { describe, expect, it } from 'vitest';
import { type KeptPage, FeedPages } from './pages.ts';

const page = (version: number, size = 6_000): KeptPage => ({ version, rows: [[`row of ${version}`]], size });

describe('FeedPages (feed/pages.ts): what it keeps', () => {
  it('serves a page only while no newer version was seen, and never keeps an older read', async () => {
    const pages = new FeedPages();
    pages.keep('a', Promise.resolve(page(3)));
    await new Promise((r) => setTimeout(r, 0));
    expect(await pages.get('a')).toMatchObject({ version: 3 });
    pages.saw(4);
    expect(pages.get('a')).toBeUndefined();
    expect(pages.size).toBe(0);
    // A read that began before version 4 and ends after it is not kept.
    pages.keep('a', Promise.resolve(page(3)));
    await new Promise((r) => setTimeout(r, 0));
    expect(pages.get('a')).toBeUndefined();
  });

  it('ignores a version that is not a number (no feed_version row) and keeps no page read without one', async () => {
    const pages = new FeedPages();
    pages.keep('a', Promise.resolve(page(2)));
    await new Promise((r) => setTimeout(r, 0));
    pages.saw(Number(undefined));
    expect(pages.get('a')).toMatchObject({ version: 2 });
    pages.keep('b', Promise.resolve(page(Number(null) * Number.NaN)));
    await new Promise((r) => setTimeout(r, 0));
    expect(pages.get('b')).toBeUndefined();
  });

  it('lets concurrent requests wait for one read, and keeps nothing when it fails', async () => {
    const pages = new FeedPages();
    let done!: (p: KeptPage) => void;
    pages.keep('a', new Promise((r) => (done = r)));
    const waiting = pages.get('a');
    expect(waiting).toBeInstanceOf(Promise);
    done(page(1));
    expect(await waiting).toMatchObject({ version: 1 });
    pages.keep('b', Promise.reject(new Error('down')));
    expect(await pages.get('b')).toBeUndefined();
    expect(pages.get('b')).toBeUndefined();
  });

  it('holds at most 32 MB of pages, dropping the least recently used', async () => {
    const pages = new FeedPages();
    for (let i = 0; i < 5_000; i += 1) pages.keep(`p${i}`, Promise.resolve(page(1, 64 * 1024)));
    await new Promise((r) => setTimeout(r, 0));
    expect(pages.size).toBe(512);
    expect(pages.get('p0')).toBeUndefined();
    expect(pages.get('p4999')).toBeDefined();
  });
});
