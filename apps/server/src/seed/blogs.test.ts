import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/helper.ts';
import { blogs } from '../db/schema/index.ts';
import { DEMO_BLOGS, seedBlogs } from './blogs.ts';

const app = await testApp({ fresh: true });
const publicDir = path.resolve(import.meta.dirname, '../../../web/public');

describe('demo blogs', () => {
  it('seeds at least six posts once, some locked with a preview, each with a bundled image', async () => {
    await seedBlogs(app.db);
    await seedBlogs(app.db);
    const rows = await app.db.select().from(blogs);
    expect(rows).toHaveLength(DEMO_BLOGS.length);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const locked = rows.filter((r) => r.isLocked);
    expect(locked.length).toBeGreaterThanOrEqual(2);
    for (const r of locked) expect(r.lockedContent?.length).toBeGreaterThan(40);
    for (const r of rows) {
      expect(r.featureImage).toMatch(/^\/images\/blogs\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(path.join(publicDir, r.featureImage!))).toBe(true);
      expect(r.description).toContain('<h2>');
    }
  });
});
