import { describe, expect, it } from 'vitest';
import { SHARE_BAR_PHONE_THRESHOLD, shareBarVisible, shareUrl } from './share.ts';

describe('share bar', () => {
  it('shows on wider screens at once, on phones only from about 52% of the page', () => {
    expect(SHARE_BAR_PHONE_THRESHOLD).toBe(0.52);
    expect(shareBarVisible(false, 0)).toBe(true);
    expect(shareBarVisible(true, 0)).toBe(false);
    expect(shareBarVisible(true, 0.51)).toBe(false);
    expect(shareBarVisible(true, 0.52)).toBe(true);
    expect(shareBarVisible(true, 1)).toBe(true);
  });

  it('builds each network share address with the page encoded', () => {
    const url = 'https://example.com/';
    expect(shareUrl('facebook', url, 'Hi')).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2F');
    expect(shareUrl('whatsapp', url, 'Hi there')).toBe('https://api.whatsapp.com/send?text=Hi%20there%20https%3A%2F%2Fexample.com%2F');
    expect(shareUrl('linkedin', url, 'Hi')).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.com%2F');
    expect(shareUrl('twitter', url, 'Hi')).toBe('https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.com%2F&text=Hi');
    expect(shareUrl('telegram', url, 'Hi')).toBe('https://t.me/share/url?url=https%3A%2F%2Fexample.com%2F&text=Hi');
  });
});
