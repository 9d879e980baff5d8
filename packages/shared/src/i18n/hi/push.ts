import type { Catalogue } from '../translate.ts';

/**
 * The pushes' Hindi (issue 30 §6): the words the server writes into a notification (a new
 * watchlist, a lesson, a reply, a review), keyed by their English with `{placeholders}` for what
 * people wrote (a title, a name, a reason), which stays as written.
 */
export const PUSH_HINDI: Catalogue = {
  'New watchlist: {title}': 'नई वॉचलिस्ट: {title}',
  '1 chart': '1 चार्ट',
  '{count} charts': '{count} चार्ट',
  '{type} · 1 chart': '{type} · 1 चार्ट',
  'New trade wisdom': 'नया ट्रेड विज़डम',
  '{name} replied to your comment': '{name} ने आपके कमेंट का जवाब दिया',
  'Your post is approved and live in the community': 'आपकी पोस्ट अप्रूव हो गई है और कम्युनिटी में लाइव है',
  'Your post was not approved': 'आपकी पोस्ट अप्रूव नहीं हुई',
  'Reason: {reason}': 'वजह: {reason}',
  'Open it to see it, edit it and send it again.': 'इसे खोलकर देखें, बदलें और दोबारा भेजें।',
};
