import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, localeOfPath, localizePath, stripLocale } from './locale.ts';

describe('page addresses by language', () => {
  it.each([
    ['/', 'en', '/', '/hi'],
    ['/hi', 'hi', '/', '/hi'],
    ['/hi/', 'hi', '/', '/hi'],
    ['/pricing-plans', 'en', '/pricing-plans', '/hi/pricing-plans'],
    ['/hi/pricing-plans', 'hi', '/pricing-plans', '/hi/pricing-plans'],
    ['/history', 'en', '/history', '/hi/history'],
    ['/hindi-course', 'en', '/hindi-course', '/hi/hindi-course'],
  ] as const)('%s reads in %s; bare %s; Hindi %s', (path, locale, bare, hindi) => {
    expect(localeOfPath(path)).toBe(locale);
    expect(stripLocale(path)).toBe(bare);
    expect(localizePath(path, 'hi')).toBe(hindi);
    expect(localizePath(path, 'en')).toBe(bare);
  });
});

describe('the language an API request asks for', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5, hi;q=0.7', 'hi'],
    ['fr, de', 'en'],
    ['hi;q=0', 'en'],
    ['ta-IN, hi;q=0.4', 'hi'],
  ])('%j → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
