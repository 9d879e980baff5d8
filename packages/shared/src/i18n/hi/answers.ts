import type { Catalogue } from '../translate.ts';

/**
 * The Hindi of what the API answers everyone (issue 30 §5): `MSG` (messages.ts: sign-in, registration,
 * payment, profile, contact, webinar, the envelope's own refusals) and the member's own calls
 * (account, push, orders, plans). Keyed by the English, word for word; answers-community.ts holds the
 * community's, answers-admin.ts the back office's, answers-checks.ts the field checks without words of their own.
 */
export const ANSWERS_HI: Catalogue = {
  // The member's language (profile.ts LANGUAGE_MSG).
  'Choose English (en) or Hindi (hi)': 'English (en) या हिन्दी (hi) चुनें',
  // A blog's language (blogs.ts BLOG_MSG.language).
  'Choose English or Hindi': 'English या हिन्दी चुनें',
  // session handling and login (site-and-admin §8)
  'Session Expiry!!': 'सेशन ख़त्म हो गया',
  'Session Expired. Please login in again to continue': 'आपका सेशन ख़त्म हो गया है। आगे बढ़ने के लिए कृपया फिर से लॉग इन करें।',
  'Subscription Expired': 'सब्सक्रिप्शन ख़त्म हो गया',
  'Subscription Expired. Please renew to continue using services': 'आपका सब्सक्रिप्शन ख़त्म हो गया है। सेवाएँ इस्तेमाल करते रहने के लिए कृपया इसे रिन्यू करें।',
  'Your account is suspended. Please contact admin for further support': 'आपका अकाउंट सस्पेंड कर दिया गया है। मदद के लिए कृपया एडमिन से संपर्क करें।',
  'Subscription Expired. Please renew your subscription to continue using our services!!':
    'आपका सब्सक्रिप्शन ख़त्म हो गया है। हमारी सेवाएँ इस्तेमाल करते रहने के लिए कृपया अपना सब्सक्रिप्शन रिन्यू करें।',
  'Email or Password incorrect!!': 'ईमेल या पासवर्ड ग़लत है।',
  'Login failed. Please try again or contact admin!!': 'लॉग इन नहीं हो सका। कृपया फिर से कोशिश करें या एडमिन से संपर्क करें।',
  'Logged out': 'आप लॉग आउट हो गए हैं',

  // the fields (§5)
  'Name is required!!': 'नाम लिखना ज़रूरी है।',
  'Email is required!!': 'ईमेल लिखना ज़रूरी है।',
  'Invalid Email': 'ईमेल सही नहीं है।',
  'Password is required!!': 'पासवर्ड लिखना ज़रूरी है।',
  'Password must be of 8-20 characters': 'पासवर्ड 8 से 20 अक्षरों का होना चाहिए।',
  'Contact is required!!': 'मोबाइल नंबर लिखना ज़रूरी है।',
  'Invalid contact number': 'मोबाइल नंबर सही नहीं है।',
  'Confirm password is required!!': 'पासवर्ड दोबारा लिखना ज़रूरी है।',
  'Passwords do no match!!': 'दोनों पासवर्ड मेल नहीं खाते।',
  'Description is required!!': 'विवरण लिखना ज़रूरी है।',

  // password recovery (§8)
  'Please check your email for password reset link': 'कृपया अपना ईमेल देखें: पासवर्ड रीसेट करने का लिंक भेज दिया गया है।',
  'Failed to send email. Please try again or contact admin!': 'ईमेल नहीं भेजा जा सका। कृपया फिर से कोशिश करें या एडमिन से संपर्क करें।',
  'Password reset success.': 'पासवर्ड रीसेट हो गया।',
  'Failed to reset password. Please try again or contact admin for futher support!':
    'पासवर्ड रीसेट नहीं हो सका। कृपया फिर से कोशिश करें या मदद के लिए एडमिन से संपर्क करें।',
  'This password reset link is invalid or has expired': 'पासवर्ड रीसेट का यह लिंक सही नहीं है या इसकी मियाद ख़त्म हो गई है।',

  // registration, payment, renewal (§5, §8)
  'User already exist. Please try again with different email!': 'इस ईमेल से अकाउंट पहले से बना हुआ है। कृपया किसी दूसरे ईमेल से कोशिश करें।',
  'Failed to complete payment process. Please try again': 'पेमेंट पूरा नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Failed to register. Please contact admin for futher support!': 'रजिस्ट्रेशन नहीं हो सका। मदद के लिए कृपया एडमिन से संपर्क करें।',
  'Registration success!!': 'रजिस्ट्रेशन हो गया!',
  'Failed to renew subscription. Please try again or write to us for further support!!':
    'सब्सक्रिप्शन रिन्यू नहीं हो सका। कृपया फिर से कोशिश करें या मदद के लिए हमें लिखें।',
  'Subscription renewed successfully. Please login to continue': 'सब्सक्रिप्शन रिन्यू हो गया। आगे बढ़ने के लिए कृपया लॉग इन करें।',
  'The amount does not match the selected plan': 'रकम चुने गए प्लान से मेल नहीं खाती।',
  'Please select a valid plan': 'कृपया एक सही प्लान चुनें।',
  'This coupon code is not valid': 'यह कूपन कोड सही नहीं है।',
  'Payment could not be verified. Please contact admin for futher support!': 'पेमेंट की पुष्टि नहीं हो सकी। मदद के लिए कृपया एडमिन से संपर्क करें।',
  'Payment for this order is not complete': 'इस ऑर्डर का पेमेंट पूरा नहीं हुआ है।',
  'This payment has already been used': 'इस पेमेंट का इस्तेमाल पहले ही हो चुका है।',
  'This payment belongs to a different order': 'यह पेमेंट किसी दूसरे ऑर्डर का है।',
  'Only an admin can record a manual payment': 'मैनुअल पेमेंट सिर्फ़ एडमिन दर्ज कर सकते हैं।',
  'An admin account has no membership to renew': 'एडमिन अकाउंट की कोई मेंबरशिप नहीं होती जिसे रिन्यू किया जाए।',
  'This renewal link has expired. Please login again to renew': 'रिन्यू करने के इस लिंक की मियाद ख़त्म हो गई है। रिन्यू करने के लिए कृपया फिर से लॉग इन करें।',
  'Membership renewed. Your new period starts when the current one ends.': 'मेंबरशिप रिन्यू हो गई। आपकी नई अवधि अभी की अवधि ख़त्म होने पर शुरू होगी।',
  'No such order': 'ऐसा कोई ऑर्डर नहीं है',
  'Invalid webhook signature': 'वेबहुक का सिग्नेचर सही नहीं है',
  'No such plan': 'ऐसा कोई प्लान नहीं है',

  // profile (§8)
  'Profile image changed successfully!!': 'प्रोफ़ाइल फ़ोटो बदल दी गई!',
  'Failed to change profile picture. Please try again!!': 'प्रोफ़ाइल फ़ोटो नहीं बदली जा सकी। कृपया फिर से कोशिश करें।',
  'Password changed successfully!!': 'पासवर्ड बदल दिया गया!',
  'Incorrect old password': 'पुराना पासवर्ड ग़लत है।',
  'Failed to upload data. Please try again': 'डेटा अपलोड नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Image uploaded': 'फ़ोटो अपलोड हो गई',
  'Old password is required!!': 'पुराना पासवर्ड लिखना ज़रूरी है।',
  'New password is required!!': 'नया पासवर्ड लिखना ज़रूरी है।',
  'Please use a strong password': 'कृपया एक मज़बूत पासवर्ड चुनें।',
  'Old password & new password cannot be same': 'पुराना और नया पासवर्ड एक जैसे नहीं हो सकते।',
  'Profile updated successfully!!': 'प्रोफ़ाइल अपडेट हो गई!',

  // the member's account: devices, e-mail change, consents, erasure
  'Incorrect password': 'पासवर्ड ग़लत है।',
  'This is already your e-mail address': 'यह पहले से आपका ईमेल पता है।',
  'This e-mail address is already in use. Please use another one': 'यह ईमेल पता पहले से इस्तेमाल में है। कृपया कोई दूसरा पता दें।',
  'We have sent a confirmation link to {email}. Open it to finish the change.': 'हमने {email} पर पुष्टि का लिंक भेजा है। बदलाव पूरा करने के लिए उसे खोलें।',
  'This confirmation link is invalid or has expired': 'पुष्टि का यह लिंक सही नहीं है या इसकी मियाद ख़त्म हो गई है।',
  'Your e-mail address is now {email}. Use it to sign in.': 'अब आपका ईमेल पता {email} है। लॉग इन के लिए इसी का इस्तेमाल करें।',
  'Signed out of that device': 'उस डिवाइस से साइन आउट कर दिया गया',
  'Signed out of 1 other device': '1 दूसरे डिवाइस से साइन आउट कर दिया गया',
  'Signed out of {n} other devices': '{n} दूसरे डिवाइस से साइन आउट कर दिया गया',
  'That sign-in has already ended': 'वह साइन-इन पहले ही ख़त्म हो चुका है',
  'You will no longer receive our newsletter or offers': 'अब आपको हमारा न्यूज़लेटर या ऑफ़र नहीं मिलेंगे',
  'You are subscribed to our newsletter and offers': 'आपने हमारा न्यूज़लेटर और ऑफ़र सब्सक्राइब कर लिए हैं',
  'Your account has been deleted': 'आपका अकाउंट डिलीट कर दिया गया है',
  'Choose what happens to your posts': 'चुनें कि आपकी पोस्ट का क्या होगा',

  // images (§5; the decode cap, the queue and the hourly limit are ours)
  'Image size should be less than 2 MB.': 'फ़ोटो का साइज़ 2 MB से कम होना चाहिए।',
  'Only png, jpg or jpeg images are accepted': 'सिर्फ़ png, jpg या jpeg फ़ोटो ही ली जाती हैं।',
  'Image dimensions are too large. Please upload a picture of at most 24 megapixels (for example 6000 × 4000).':
    'फ़ोटो बहुत बड़ी है। कृपया ज़्यादा से ज़्यादा 24 मेगापिक्सल (जैसे 6000 × 4000) की फ़ोटो अपलोड करें।',
  'Too many images are being processed right now. Please try again in a minute.': 'अभी बहुत सारी फ़ोटो प्रोसेस हो रही हैं। कृपया एक मिनट बाद फिर से कोशिश करें।',
  'You have uploaded too many images in the last hour. Please try again later.':
    'आपने पिछले एक घंटे में बहुत ज़्यादा फ़ोटो अपलोड की हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',

  // contact, webinar, newsletter, e-book (§2, §8)
  'Query submitted successfully. One of our executive will get in touch with you soon!':
    'आपकी क्वेरी हमें मिल गई है। हमारी टीम से कोई जल्द ही आपसे संपर्क करेगा!',
  'Failed to create query. Please try again!!': 'क्वेरी नहीं भेजी जा सकी। कृपया फिर से कोशिश करें।',
  'Failed to register. Please contact admin via Whatsapp/Email for futher support!':
    'रजिस्ट्रेशन नहीं हो सका। मदद के लिए कृपया WhatsApp/ईमेल पर एडमिन से संपर्क करें।',
  "You've successfully registered.": 'आपका रजिस्ट्रेशन हो गया है।',
  'Please choose English or Hindi': 'कृपया English या हिन्दी चुनें',
  'Please wait!!': 'कृपया इंतज़ार करें।',
  'Thank you for subscribing!': 'सब्सक्राइब करने के लिए धन्यवाद!',
  'You are already subscribed. Thank you!': 'आप पहले से सब्सक्राइब किए हुए हैं। धन्यवाद!',
  'Thank you! We will send it to you shortly.': 'धन्यवाद! हम इसे जल्द ही आपको भेज देंगे।',
  'We already have your request. We will send it to you shortly.': 'आपकी रिक्वेस्ट हमें पहले ही मिल चुकी है। हम इसे जल्द ही आपको भेज देंगे।',
  'Thank you! Your e-book is ready: download it below.': 'धन्यवाद! आपकी ई-बुक तैयार है: नीचे से डाउनलोड करें।',
  'We already have your request. Your e-book is ready: download it below.': 'आपकी रिक्वेस्ट हमें पहले ही मिल चुकी है। आपकी ई-बुक तैयार है: नीचे से डाउनलोड करें।',
  'You have been unsubscribed. You will no longer receive our newsletter or offers.': 'आपको अनसब्सक्राइब कर दिया गया है। अब आपको हमारा न्यूज़लेटर या ऑफ़र नहीं मिलेंगे।',
  'This unsubscribe link is not valid. Please use the link in your latest mail from us.':
    'अनसब्सक्राइब करने का यह लिंक सही नहीं है। कृपया हमारे सबसे नए ईमेल में दिया गया लिंक इस्तेमाल करें।',

  // push on this device (issue 12)
  'This browser gave a push address the server cannot use.': 'इस ब्राउज़र ने पुश के लिए ऐसा पता दिया है जिसे सर्वर इस्तेमाल नहीं कर सकता।',
  'Push notifications are not on for this device.': 'इस डिवाइस पर पुश नोटिफ़िकेशन चालू नहीं हैं।',
  'This browser gave push keys the server cannot use.': 'इस ब्राउज़र ने पुश के लिए ऐसी कुंजियाँ दी हैं जिन्हें सर्वर इस्तेमाल नहीं कर सकता।',

  // maintenance (§2)
  'We are currently working on something awesome. Stay tuned.': 'हम अभी कुछ शानदार तैयार कर रहे हैं। जुड़े रहिए।',

  // the envelope's own answers
  'Not found': 'नहीं मिला',
  'No such API route': 'ऐसा कोई API रूट नहीं है',
  'Malformed JSON in request body': 'रिक्वेस्ट में भेजा गया JSON सही नहीं है',
  'Request body is too large': 'रिक्वेस्ट बहुत बड़ी है',
  'Unsupported content type': 'यह कंटेंट टाइप नहीं लिया जाता',
  'Too many requests. Please try again later.': 'बहुत ज़्यादा रिक्वेस्ट आ गई हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'You are not allowed to do this': 'आपको यह करने की अनुमति नहीं है',
  'Something went wrong. Please try again later.': 'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Database unavailable': 'डेटाबेस अभी उपलब्ध नहीं है',
  'Not ready': 'अभी तैयार नहीं है',
  'A valid metrics token is required': 'सही metrics token ज़रूरी है',
  'Invalid input': 'भेजी गई जानकारी सही नहीं है',
  'Text cannot contain NUL characters or broken Unicode. Please remove them and try again.':
    'टेक्स्ट में NUL कैरेक्टर या टूटा हुआ यूनिकोड नहीं हो सकता। कृपया उन्हें हटाकर फिर से कोशिश करें।',
  'This changed at the same time elsewhere. Please reload and try again.': 'इसी समय इसे कहीं और भी बदला गया है। कृपया पेज रीलोड करके फिर से कोशिश करें।',
  'Idempotency-Key must be 1 to 100 printable ASCII characters': 'Idempotency-Key में 1 से 100 तक छपने लायक ASCII कैरेक्टर होने चाहिए',
  'This Idempotency-Key was already used with a different request': 'यह Idempotency-Key किसी दूसरी रिक्वेस्ट के साथ पहले ही इस्तेमाल हो चुकी है',
  'A request with this Idempotency-Key is still in progress': 'इस Idempotency-Key वाली रिक्वेस्ट अभी पूरी हो रही है',
  'The site is busy for a moment and nothing was saved. Please try again in a few seconds.':
    'साइट अभी एक पल के लिए व्यस्त है और कुछ भी सेव नहीं हुआ। कृपया कुछ सेकंड बाद फिर से कोशिश करें।',
  'limit must be at most {max}': 'limit ज़्यादा से ज़्यादा {max} हो सकता है',
};
