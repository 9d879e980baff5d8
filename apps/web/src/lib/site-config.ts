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
