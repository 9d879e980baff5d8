import { describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';

// PGlite's WebAssembly memory never shrinks: PostgreSQL's default buffer cache (128 MB) grew it to
// about 190 MB for pages the operating system's cache already keeps (docs/decisions/0051-compiled-build.md).
describe('the embedded database', () => {
  it('runs with a 16 MB buffer cache', async () => {
    const database = await openPglite(null);
    try {
      const { rows } = await database.pglite!.query<{ shared_buffers: string }>('show shared_buffers');
      expect(rows[0].shared_buffers).toBe('16MB');
      // PGlite's own start parameters are kept (its search_path among them).
      expect((await database.pglite!.query<{ search_path: string }>('show search_path')).rows[0].search_path).toBe('public');
    } finally {
      await database.close();
    }
  });
});
