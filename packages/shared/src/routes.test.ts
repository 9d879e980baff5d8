import { describe, expect, it } from 'vitest';
import { findPageRoute } from './routes.ts';

describe('findPageRoute', () => {
  it('matches built routes exactly, with or without a trailing slash', () => {
    expect(findPageRoute('/')?.path).toBe('/');
    expect(findPageRoute('/login')?.path).toBe('/login');
    expect(findPageRoute('/login/')?.path).toBe('/login');
    expect(findPageRoute('/user-dashboard')?.access.kind).toBe('auth');
  });
  it('does not match unknown or longer paths', () => {
    expect(findPageRoute('/nope')).toBeUndefined();
    expect(findPageRoute('/login/extra')).toBeUndefined();
  });
});
