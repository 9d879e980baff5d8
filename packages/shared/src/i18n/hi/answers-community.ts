import type { Catalogue } from '../translate.ts';

/**
 * The Hindi of the community's messages (community.md §5, §8: `COMMUNITY_MSG`), the members' tools
 * (calculator, commodity contracts) and the author bio. Keyed by the English, word for word.
 */
export const ANSWERS_COMMUNITY_HI: Catalogue = {
  // the community profile and terms (community.md §5, §8)
  'Successfully update author bio': 'ऑथर बायो अपडेट हो गया।',
  'Congrats! You can now access the community!!': 'बधाई हो! अब आप कम्युनिटी में जा सकते हैं!',
  'Please agree to the terms and conditions to check our community!!': 'कम्युनिटी देखने के लिए कृपया नियम और शर्तें स्वीकार करें।',
  'Author bio is required!!': 'ऑथर बायो लिखना ज़रूरी है।',
  'Author bio must be at most 100 characters': 'ऑथर बायो ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है।',
  'Please accept the community terms and conditions first': 'कृपया पहले कम्युनिटी के नियम और शर्तें स्वीकार करें।',

  // creating and changing posts
  'Create Post Error': 'पोस्ट बनाने में गड़बड़ी',
  'Please enter title!!': 'कृपया टाइटल लिखें।',
  'Please upload at least one chart image!!': 'कृपया चार्ट की कम से कम एक फ़ोटो अपलोड करें।',
  'Please select at least one tag!!': 'कृपया कम से कम एक टैग चुनें।',
  'Please enter notification title': 'कृपया नोटिफ़िकेशन का टाइटल लिखें।',
  'Clipboard paste error': 'क्लिपबोर्ड से पेस्ट नहीं हो सका',
  'Sorry, maximum image upload limit is 4': 'माफ़ कीजिए, ज़्यादा से ज़्यादा 4 फ़ोटो ही अपलोड की जा सकती हैं',
  'This Post has been closed due to inactivity': 'कोई हलचल न होने से यह पोस्ट बंद कर दी गई है',
  'Are you sure want to delete this post?': 'क्या आप सच में यह पोस्ट डिलीट करना चाहते हैं?',
  'Are you sure want to delete this comment?': 'क्या आप सच में यह कमेंट डिलीट करना चाहते हैं?',
  'Enter a number of at least 0 with up to 2 decimals': '0 या उससे बड़ी संख्या लिखें, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक',
  'Risk can be at most 2': 'रिस्क ज़्यादा से ज़्यादा 2 हो सकता है',
  'Risk can be at most 100': 'रिस्क ज़्यादा से ज़्यादा 100 हो सकता है',
  'Please select tags from the list': 'कृपया लिस्ट में से टैग चुनें',
  'Use an uploaded image': 'अपलोड की हुई फ़ोटो ही इस्तेमाल करें',
  'Write a comment first': 'पहले कमेंट लिखें',

  // error toasts (title "Error")
  Error: 'गड़बड़ी',
  'Failed to delete post. Please try again!!': 'पोस्ट डिलीट नहीं हो सकी। कृपया फिर से कोशिश करें।',
  'Failed to update post. Please try again later!!': 'पोस्ट अपडेट नहीं हो सकी। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Failed to mark post as favorite. Please try again later!!': 'पोस्ट फ़ेवरेट में नहीं जुड़ सकी। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Failed to like post. Please try again later!!': 'पोस्ट लाइक नहीं हो सकी। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Failed to post. Please try again later!!': 'पोस्ट नहीं हो सकी। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  Failure: 'नहीं हो सका',
  'Failed to create post!!': 'पोस्ट नहीं बन सकी।',
  'Failed to load posts. Please try again later!!': 'पोस्ट लोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Failed to load notifications. Please try again later!!': 'नोटिफ़िकेशन लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Failed to delete comment. Please try again!!': 'कमेंट डिलीट नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Failed to delete replay comment. Please try again!!': 'जवाब डिलीट नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Failed to add comment. Please try again later!!': 'कमेंट नहीं जुड़ सका। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Failed to add reply. Please try again later!!': 'जवाब नहीं जुड़ सका। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Failed to Agree the terms and conditions. Please try again later!!': 'नियम और शर्तें स्वीकार नहीं हो सकीं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Failed to update author bio. Please try again later!!': 'ऑथर बायो अपडेट नहीं हो सका। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Failed to load watch list. Please try again later!!': 'वॉचलिस्ट लोड नहीं हो सकी। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Failed to delete Watch List. Please try again!!': 'वॉचलिस्ट डिलीट नहीं हो सकी। कृपया फिर से कोशिश करें।',
  'Failed to delete record. Please try again!!': 'रिकॉर्ड डिलीट नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Failed to save Watch List. Please try again later!!': 'वॉचलिस्ट सेव नहीं हो सकी। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Failed to save Trade Wisdom. Please try again later!!': 'ट्रेड विज़डम सेव नहीं हो सका। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Failed to load trade wisdom. Please try again later!!': 'ट्रेड विज़डम लोड नहीं हो सका। कृपया थोड़ी देर बाद फिर से कोशिश करें।',

  // watchlist and trade wisdom forms (community.md §5)
  'Create Watch List Error': 'वॉचलिस्ट बनाने में गड़बड़ी',
  'Create Trade Wisdom Error': 'ट्रेड विज़डम बनाने में गड़बड़ी',
  'Please Select at least one type!!': 'कृपया कम से कम एक टाइप चुनें।',
  'Please select one type: Stocks, Commodities, Currencies or F&O': 'कृपया एक टाइप चुनें: स्टॉक्स, कमोडिटी, करेंसी या F&O',
  'Are you sure want to delete this watchlist?': 'क्या आप सच में यह वॉचलिस्ट डिलीट करना चाहते हैं?',
  'Are you sure want to delete this trade wisdom?': 'क्या आप सच में यह ट्रेड विज़डम डिलीट करना चाहते हैं?',

  // success toasts
  'Watch List created successfully!!': 'वॉचलिस्ट बन गई!',
  'Watch List updated successfully!!': 'वॉचलिस्ट अपडेट हो गई!',
  'Watch List deleted successfully!!': 'वॉचलिस्ट डिलीट हो गई!',
  'Trade Wisdom created successfully!!': 'ट्रेड विज़डम बन गया!',
  'Trade Wisdom updated successfully!!': 'ट्रेड विज़डम अपडेट हो गया!',
  'Trade Wisdom deleted successfully!!': 'ट्रेड विज़डम डिलीट हो गया!',
  'Post Approved!!': 'पोस्ट अप्रूव हो गई!',
  'Post Rejected!!': 'पोस्ट रिजेक्ट हो गई!',
  'Post updated successfully!!': 'पोस्ट अपडेट हो गई!',
  'Post created successfully and is under review!!': 'पोस्ट बन गई है और अभी रिव्यू में है!',
  'Post created successfully!!': 'पोस्ट बन गई!',
  'Added to favorites': 'फ़ेवरेट में जोड़ दी गई',
  'Removed from favorites': 'फ़ेवरेट से हटा दी गई',
  'Comment deleted successfully!!': 'कमेंट डिलीट हो गया!',
  'Comment Reply deleted successfully!!': 'जवाब डिलीट हो गया!',
  'Post deleted successfully!!': 'पोस्ट डिलीट हो गई!',

  // empty states and labels
  'No Posts Found': 'कोई पोस्ट नहीं मिली',
  "That's all folks": 'बस, इतना ही!',
  'No Notifications Found': 'कोई नोटिफ़िकेशन नहीं मिला',
  'The watchlist is currently empty': 'यह वॉचलिस्ट अभी खाली है',
  'There is no list corresponding this ID': 'इस ID की कोई लिस्ट नहीं है',
  'No Records Found': 'कोई रिकॉर्ड नहीं मिला',
  'See Full Disclosure': 'पूरा डिस्क्लोज़र देखें',
  "This trader's PnL has been verified for the current year": 'इस ट्रेडर का इस साल का PnL वेरिफ़ाई किया गया है',

  // refusals (ours)
  'Only people in this conversation or an admin can reply': 'इस बातचीत में शामिल लोग या एडमिन ही जवाब दे सकते हैं',
  'You can only change your own posts': 'आप सिर्फ़ अपनी पोस्ट बदल सकते हैं',
  'You can only delete your own comments': 'आप सिर्फ़ अपने कमेंट डिलीट कर सकते हैं',
  'Post not found': 'पोस्ट नहीं मिली',
  'Comment not found': 'कमेंट नहीं मिला',
  'Only an admin can review posts': 'पोस्ट का रिव्यू सिर्फ़ एडमिन कर सकते हैं',
  'Watchlist not found': 'वॉचलिस्ट नहीं मिली',
  'Trade wisdom not found': 'ट्रेड विज़डम नहीं मिला',
  'This is no longer available. It may have been removed by an admin.': 'यह अब उपलब्ध नहीं है। हो सकता है किसी एडमिन ने इसे हटा दिया हो।',
  'Only an admin can create, edit or delete watchlists': 'वॉचलिस्ट सिर्फ़ एडमिन बना, बदल या डिलीट कर सकते हैं',
  'Only an admin can create, edit or delete trade wisdom': 'ट्रेड विज़डम सिर्फ़ एडमिन बना, बदल या डिलीट कर सकते हैं',
  'This member has deleted their account, so their post can no longer be approved':
    'इस मेंबर ने अपना अकाउंट डिलीट कर दिया है, इसलिए उनकी पोस्ट अब अप्रूव नहीं की जा सकती',

  // the position-size calculator and the commodity contracts (community.md §4)
  'It is not recommended to take a risk of more than 2% on a trade': 'एक ट्रेड पर 2% से ज़्यादा रिस्क लेने की सलाह नहीं दी जाती',
  'Sorry! Your portfolio is too small to take this trade. Please reduce risk.': 'माफ़ कीजिए! इस ट्रेड के लिए आपका पोर्टफ़ोलियो बहुत छोटा है। कृपया रिस्क कम करें।',
  'Enter the rupees per ₹1 move: a number above 0': 'भाव ₹1 चलने पर कितने रुपये का फ़र्क पड़ता है, वह लिखें: 0 से बड़ी संख्या',
  'Enter the lot and the unit the price is quoted per': 'लॉट और वह यूनिट लिखें जिसके हिसाब से भाव बताया जाता है',
  'Contract updated successfully!!': 'कॉन्ट्रैक्ट अपडेट हो गया!',
  'Contract not found': 'कॉन्ट्रैक्ट नहीं मिला',
};
