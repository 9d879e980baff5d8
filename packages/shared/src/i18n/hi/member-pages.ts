import type { Catalogue } from '../translate.ts';

/**
 * Shared words the members' pages show themselves (not API answers, which are in the answers'
 * part files): the relative dates of posts, comments, watchlists and notifications
 * (`relativeDate`, site-and-admin §9) and the community disclaimer under posts.
 */
export const MEMBER_PAGES_HI: Catalogue = {
  Today: 'आज',
  Yesterday: 'कल',
  '{days}d ago': '{days} दिन पहले',
  '1 week ago': '1 हफ़्ता पहले',
  '{weeks} weeks ago': '{weeks} हफ़्ते पहले',
  'Disclaimer: We are not a registered investment advisory. Everything shared in this community is for educational purposes only and is not a recommendation to buy, sell or hold any security. Trading carries risk; do your own research and consult a registered advisor before you trade.':
    'डिस्क्लेमर: हम रजिस्टर्ड इन्वेस्टमेंट एडवाइज़री नहीं हैं। इस कम्युनिटी में शेयर की गई हर बात सिर्फ़ सीखने के लिए है, किसी भी सिक्योरिटी को खरीदने, बेचने या रखने की सलाह नहीं है। ट्रेडिंग में रिस्क होता है; ट्रेड करने से पहले खुद रिसर्च करें और किसी रजिस्टर्ड एडवाइज़र से सलाह लें।',
  // The plans' names (plan-seed.ts) wherever a page, mail or export shows one, and a queued period.
  Quarterly: 'तिमाही',
  'Half-Yearly': 'छमाही',
  Yearly: 'सालाना',
  'Next: {plan} from {date}': 'अगला: {plan}, {date} से',
  // The profile's and dashboards' labels (push kinds, consents, payment statuses, renewal classes).
  'Trade posts from the admins': 'एडमिन की ट्रेड पोस्ट',
  'New watchlists': 'नई वॉचलिस्ट',
  'Trade wisdom': 'ट्रेड विज़डम',
  'Replies to my comments': 'मेरे कमेंट पर जवाब',
  'My post reviewed': 'मेरी पोस्ट का रिव्यू',
  'Terms and conditions': 'नियम और शर्तें',
  'Privacy policy': 'प्राइवेसी पॉलिसी',
  'Community terms': 'कम्युनिटी की शर्तें',
  'Newsletter and offers by e-mail': 'ई-मेल से न्यूज़लेटर और ऑफ़र',
  Paid: 'पेड',
  'Refund pending': 'रिफंड बाकी',
  'Refunded in part': 'आंशिक रिफंड',
  Refunded: 'रिफंड हो गया',
  'Refund failed': 'रिफंड फ़ेल',
  'Expiring today': 'आज खत्म हो रहे',
  'Expiring within 7 days': '7 दिन में खत्म हो रहे',
  'Expired but still active': 'खत्म, फिर भी एक्टिव',
};
