import type { ShareTarget } from '@tlt/shared/content/landing';

/** Spec §9: on phones the share bar appears after about 52% of the page is scrolled. */
export const SHARE_BAR_PHONE_THRESHOLD = 0.52;

export function shareBarVisible(isPhone: boolean, scrollFraction: number): boolean {
  return !isPhone || scrollFraction >= SHARE_BAR_PHONE_THRESHOLD;
}

export const SHARE_TARGET_LABELS: Record<ShareTarget, string> = {
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  telegram: 'Telegram',
};

/** Each network's own share address for `url` with an optional message. */
export function shareUrl(target: ShareTarget, url: string, message: string): string {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(message);
  switch (target) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${encodeURIComponent(`${message} ${url}`)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${text}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${text}`;
  }
}
