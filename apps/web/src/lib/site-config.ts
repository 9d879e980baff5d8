/** Company facts the UI prints. Placeholders until the company supplies the real handles. */
export const COMPANY_NAME = 'The Lazy Trader';

/** International format without "+" or spaces, as wa.me expects. */
export const WHATSAPP_NUMBER = '919999999999';
export const WHATSAPP_URL = `https://wa.me/${WHATSAPP_NUMBER}`;

/** The separate course platform; "Course Login" sends members there. */
export const COURSE_SITE_URL = 'https://courses.thelazytrader.example';

export const SOCIAL_LINKS = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'quora', label: 'Quora', href: 'https://www.quora.com/' },
  { network: 'twitter', label: 'Twitter', href: 'https://twitter.com/' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];

/**
 * The two mobile apps promoted on the thank-you and profile pages (spec §1). Store links
 * are placeholders until the apps are published under these ids.
 */
export const APPS = {
  community: {
    name: 'The Lazy Trader Community',
    playStore: 'https://play.google.com/store/apps/details?id=com.thelazytrader.community',
    appStore: 'https://apps.apple.com/in/app/the-lazy-trader-community/id6400000001',
  },
  course: {
    name: 'The Lazy Trader Courses',
    playStore: 'https://play.google.com/store/apps/details?id=com.thelazytrader.courses',
    appStore: 'https://apps.apple.com/in/app/the-lazy-trader-courses/id6400000002',
  },
} as const;

export type AppId = keyof typeof APPS;
