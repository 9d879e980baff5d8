import type { Catalogue } from '../translate.ts';

/**
 * The pushes' Hindi (issue 30 §6): the words the server writes into a notification (a new
 * watchlist, a lesson, a reply, a review), keyed by their English with `{placeholders}` for what
 * people wrote (a title, a name, a reason), which stays as written.
 */
export const PUSH_HINDI: Catalogue = {
  'New watchlist: {title}': 'नई वॉचलिस्ट: {title}',
  // A list's category in its body, named as the watchlist page names it (before '{count} charts', which would take it as a count).
  'Stocks · 1 chart': 'स्टॉक्स · 1 चार्ट',
  'Stocks · {count} charts': 'स्टॉक्स · {count} चार्ट',
  'Commodities · 1 chart': 'कमोडिटी · 1 चार्ट',
  'Commodities · {count} charts': 'कमोडिटी · {count} चार्ट',
  'Currencies · 1 chart': 'करेंसी · 1 चार्ट',
  'Currencies · {count} charts': 'करेंसी · {count} चार्ट',
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
