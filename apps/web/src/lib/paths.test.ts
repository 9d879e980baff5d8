import { describe, expect, it } from 'vitest';
import { findPageRoute } from '@tlt/shared/routes';
import { PATHS } from './paths.ts';

// Every target the app links to by name is a built page: none of them is the 404 page (issue 11).
describe('PATHS', () => {
  const id = '3f1c2a5e-9b7d-4c1e-8f2a-6d5e4c3b2a19';
  const targets = Object.entries(PATHS).map(([name, value]) => [name, typeof value === 'string' ? value : value(id as never)] as const);

  it.each(targets)('%s (%s) is a built route', (_name, target) => {
    const pathname = new URL(target, 'http://x').pathname;
    expect(findPageRoute(pathname), pathname).toBeDefined();
  });

  it('a path outside the list is not a route', () => {
    expect(findPageRoute('/no-such-page')).toBeUndefined();
  });
});
