import type { Catalogue } from '../translate.ts';

/**
 * The mails' Hindi (issue 30 §6): what `apps/server/src/adapters/mail` writes in English, word for
 * word, with `{placeholders}` for its values (names, amounts, dates, links), to everyday Hindi with
 * the trading words as the glossary has them. A member's mails follow their `language`; a visitor's
 * the language of the page they used.
 */
export const MAIL_HINDI: Catalogue = {
  // Every mail
  'Hi {name},': 'नमस्ते {name},',
  there: 'दोस्त',
  When: 'कब',
  Plan: 'प्लान',
  '.': '।',
  'You get this mail because you subscribed to the newsletter of {brand}.': 'आपको यह मेल इसलिए मिला है क्योंकि आपने {brand} के न्यूज़लेटर की सदस्यता ली है।',
  'Unsubscribe in one click, no sign-in needed: {url}': 'एक क्लिक में अनसब्सक्राइब करें, साइन-इन की ज़रूरत नहीं: {url}',
  Unsubscribe: 'अनसब्सक्राइब करें',
  'in one click, no sign-in needed.': '— एक क्लिक में, साइन-इन की ज़रूरत नहीं।',

  // Password reset
  'Reset your password | {brand}': 'अपना पासवर्ड रीसेट करें | {brand}',
  'We received a request to reset the password of your account at {brand}.': 'हमें {brand} पर आपके अकाउंट का पासवर्ड रीसेट करने का अनुरोध मिला है।',
  'Open this link within 1 hour to choose a new password. It works only once:': 'नया पासवर्ड चुनने के लिए यह लिंक 1 घंटे के अंदर खोलें। यह सिर्फ़ एक बार काम करता है:',
  'If you did not ask for this, ignore this mail: your password stays as it is.': 'अगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  'Reset my password': 'मेरा पासवर्ड रीसेट करें',

  // Receipt
  'Payment receipt: {plan} membership | {brand}': 'पेमेंट की रसीद: {plan} मेंबरशिप | {brand}',
  'Thank you for your payment. Your membership of {brand} is active.': 'पेमेंट के लिए धन्यवाद। {brand} की आपकी मेंबरशिप चालू है।',
  'Amount paid': 'चुकाई गई रकम',
  'Membership period': 'मेंबरशिप की अवधि',
  '{start} to {end}': '{start} से {end} तक',
  'Download your GST tax invoice (the link works for {days} days, no sign-in needed): {url}': 'अपना GST टैक्स इनवॉइस डाउनलोड करें (लिंक {days} दिन तक चलेगा, साइन-इन की ज़रूरत नहीं): {url}',
  'Later, it is under Payment history on your profile: {url}': 'बाद में यह आपकी प्रोफ़ाइल में पेमेंट हिस्ट्री में मिलेगा: {url}',
  'Download your GST tax invoice': 'अपना GST टैक्स इनवॉइस डाउनलोड करें',
  '(the link works for {days} days, no sign-in needed).': '(लिंक {days} दिन तक चलेगा, साइन-इन की ज़रूरत नहीं)।',
  'Later, it is under': 'बाद में यह यहाँ मिलेगा:',
  'Payment history on your profile': 'आपकी प्रोफ़ाइल में पेमेंट हिस्ट्री',
  'Refund terms:': 'रिफंड की शर्तें:',
  'Refund terms': 'रिफंड की शर्तें',
  'Full refund if you ask within 7 calendar days of your payment.': 'पेमेंट के 7 दिन के अंदर माँगने पर पूरा रिफंड मिलेगा।',
  'The convenience fee and GST charged by the bank or merchant are not refunded.': 'बैंक या मर्चेंट की ली गई कन्वीनियंस फ़ीस और GST का रिफंड नहीं होता।',
  'If the locked videos of the free course were unlocked, the refund is 80% of the amount.': 'अगर फ़्री कोर्स के लॉक्ड वीडियो अनलॉक हो चुके हैं, तो रिफंड रकम का 80% होगा।',

  // Refund
  'Your refund has been issued | {brand}': 'आपका रिफंड जारी कर दिया गया है | {brand}',
  'Amount refunded': 'रिफंड की गई रकम',
  'Payment ID': 'पेमेंट ID',
  'Refund issued on': 'रिफंड जारी होने की तारीख',
  'We have issued a refund of {amount} for your payment. It goes back to the card or account you paid with, usually within 5-7 working days.':
    'हमने आपके पेमेंट का {amount} का रिफंड जारी कर दिया है। यह उसी कार्ड या अकाउंट में वापस जाएगा जिससे आपने पेमेंट किया था, आम तौर पर 5-7 कामकाजी दिनों में।',
  'As the whole payment was refunded, your {plan} membership and its course access ended on {date}.':
    'पूरे पेमेंट का रिफंड होने से आपकी {plan} मेंबरशिप और उसका कोर्स एक्सेस {date} को खत्म हो गया।',
  'As the whole payment was refunded, your {plan} membership ended on {date}.': 'पूरे पेमेंट का रिफंड होने से आपकी {plan} मेंबरशिप {date} को खत्म हो गई।',
  'Your membership continues until {date}.': 'आपकी मेंबरशिप {date} तक चलती रहेगी।',
  'The course access that came with this payment has ended.': 'इस पेमेंट के साथ मिला कोर्स एक्सेस खत्म हो गया है।',
  'Your credit note (GST) opens here once the refund is processed, no sign-in needed; the link works for {days} days:':
    'रिफंड प्रोसेस होते ही आपका क्रेडिट नोट (GST) यहाँ खुलेगा, साइन-इन की ज़रूरत नहीं; लिंक {days} दिन तक चलेगा:',
  'Download your credit note': 'अपना क्रेडिट नोट डाउनलोड करें',

  // Expiry reminder and renewal nudge
  today: 'आज',
  tomorrow: 'कल',
  'in {days} days': '{days} दिन में',
  'Your membership ends {when} | {brand}': 'आपकी मेंबरशिप {when} खत्म हो रही है | {brand}',
  'Membership ends on': 'मेंबरशिप खत्म होने की तारीख',
  'Your {plan} membership of {brand} ends {when}, on {date}.': '{brand} की आपकी {plan} मेंबरशिप {when}, {date} को खत्म हो रही है।',
  'Renew now to keep your access to the community, the trade posts and the watchlists without a break: the new period starts when this one ends, so you lose no days.':
    'कम्युनिटी, ट्रेड पोस्ट और वॉचलिस्ट का एक्सेस बिना रुकावट बनाए रखने के लिए अभी रिन्यू करें: नई अवधि इस अवधि के खत्म होने पर ही शुरू होगी, इसलिए आपका एक भी दिन नहीं जाएगा।',
  'The link works for {days} days and only once.': 'लिंक {days} दिन तक और सिर्फ़ एक बार काम करेगा।',
  'Renew my membership': 'मेरी मेंबरशिप रिन्यू करें',
  'Your membership has ended: renew to come back | {brand}': 'आपकी मेंबरशिप खत्म हो गई है: वापस आने के लिए रिन्यू करें | {brand}',
  'Membership ended on': 'मेंबरशिप खत्म होने की तारीख',
  'Your {plan} membership of {brand} ended on {date}, and we miss you in the community.': '{brand} की आपकी {plan} मेंबरशिप {date} को खत्म हो गई, और कम्युनिटी में हमें आपकी कमी खल रही है।',
  'Pick a plan and pay on the renewal page to get your access back.': 'अपना एक्सेस वापस पाने के लिए रिन्यूअल पेज पर प्लान चुनें और पेमेंट करें।',
  'The link works for {days} days and only once. Later, log in to renew.': 'लिंक {days} दिन तक और सिर्फ़ एक बार काम करेगा। बाद में रिन्यू करने के लिए लॉग इन करें।',

  // The member's account
  'Confirm your new e-mail address | {brand}': 'अपना नया ई-मेल पता कन्फ़र्म करें | {brand}',
  'You asked to change the e-mail address of your {brand} account to {email}.': 'आपने अपने {brand} अकाउंट का ई-मेल पता बदलकर {email} करने को कहा है।',
  'Open this link within {hours} hours to confirm it. It works only once:': 'इसे कन्फ़र्म करने के लिए यह लिंक {hours} घंटे के अंदर खोलें। यह सिर्फ़ एक बार काम करता है:',
  'Confirm my new e-mail address': 'मेरा नया ई-मेल पता कन्फ़र्म करें',
  'If you did not ask for this, ignore this mail: nothing changes until the link is opened.': 'अगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा करें: लिंक खुलने तक कुछ नहीं बदलेगा।',
  'Your e-mail address was changed | {brand}': 'आपका ई-मेल पता बदल दिया गया | {brand}',
  'The e-mail address of your {brand} account was changed. From now on, sign in with the new address.': 'आपके {brand} अकाउंट का ई-मेल पता बदल दिया गया है। अब से नए पते से साइन इन करें।',
  'Old address': 'पुराना पता',
  'New address': 'नया पता',
  'If you did not make this change, reply to this mail or write to our support at once: someone may have your password.':
    'अगर यह बदलाव आपने नहीं किया, तो तुरंत इस मेल का जवाब दें या हमारे सपोर्ट को लिखें: हो सकता है किसी के पास आपका पासवर्ड हो।',
  'Your password was changed | {brand}': 'आपका पासवर्ड बदल दिया गया | {brand}',
  'The password of your {brand} account was changed. Every other device signed in to your account was signed out.':
    'आपके {brand} अकाउंट का पासवर्ड बदल दिया गया है। आपके अकाउंट में साइन इन बाकी सभी डिवाइस साइन आउट कर दिए गए हैं।',
  Device: 'डिवाइस',
  Address: 'IP पता',
  'If this was not you, open {link} and use "Forgot password" to set a new one at once, then write to our support: someone may have had access to your account.':
    'अगर यह आपने नहीं किया, तो {link} खोलें और "पासवर्ड भूल गए" (Forgot password) से तुरंत नया पासवर्ड बनाएँ, फिर हमारे सपोर्ट को लिखें: हो सकता है किसी ने आपका अकाउंट इस्तेमाल किया हो।',
  'If it was you, there is nothing more to do.': 'अगर यह आपने ही किया था, तो और कुछ करने की ज़रूरत नहीं।',
  'Your account has been deleted | {brand}': 'आपका अकाउंट डिलीट कर दिया गया है | {brand}',
  'Your {brand} account was deleted on {when}. Your name, e-mail address, phone number, picture and bio are gone from the site, and you are signed out everywhere.':
    'आपका {brand} अकाउंट {when} को डिलीट कर दिया गया। आपका नाम, ई-मेल पता, फ़ोन नंबर, फ़ोटो और बायो साइट से हटा दिए गए हैं, और आप हर जगह से साइन आउट हो गए हैं।',
  'We keep your payments and their tax invoices (with the name and e-mail address printed on them) for as long as the tax and accounting laws require, and nothing else that names you.':
    'हम आपके पेमेंट और उनके टैक्स इनवॉइस (उन पर छपे नाम और ई-मेल पते के साथ) सिर्फ़ तब तक रखते हैं जब तक टैक्स और अकाउंटिंग कानून माँगते हैं, और आपकी पहचान बताने वाला और कुछ नहीं।',
  'This is the last mail we send to this address. You are welcome to join again at any time.': 'यह इस पते पर हमारा आखिरी मेल है। आप कभी भी दोबारा जुड़ सकते हैं, आपका स्वागत है।',

  // An imported member's welcome
  'Your membership is ready | {brand}': 'आपकी मेंबरशिप तैयार है | {brand}',
  'Your {plan} membership of {brand} is set up and runs until {date}.': '{brand} की आपकी {plan} मेंबरशिप तैयार है और {date} तक चलेगी।',
  'To sign in, first choose your password:': 'साइन इन करने के लिए पहले अपना पासवर्ड चुनें:',
  '1. Open {link}': '1. {link} खोलें',
  '2. Choose "Forgot password?"': '2. "पासवर्ड भूल गए?" (Forgot password?) चुनें',
  '3. Enter this e-mail address ({email}); we will mail you a link to choose your password.': '3. यह ई-मेल पता ({email}) डालें; हम आपको पासवर्ड चुनने का लिंक मेल करेंगे।',
  Open: 'खोलें:',
  'Choose “Forgot password?”': '“पासवर्ड भूल गए?” (Forgot password?) चुनें',
  'Enter this e-mail address ({email}); we will mail you a link to choose your password.': 'यह ई-मेल पता ({email}) डालें; हम आपको पासवर्ड चुनने का लिंक मेल करेंगे।',
  'If you did not expect this, write to us and we will remove your account.': 'अगर आपको इसकी उम्मीद नहीं थी, तो हमें लिखें और हम आपका अकाउंट हटा देंगे।',

  // The public funnel
  'We received your query | {brand}': 'हमें आपका सवाल मिल गया है | {brand}',
  'Thank you for writing to {brand}. Your query has reached us and one of our executives will get in touch with you soon, usually within one working day.':
    '{brand} को लिखने के लिए धन्यवाद। आपका सवाल हम तक पहुँच गया है और हमारा कोई एग्ज़ीक्यूटिव जल्द ही आपसे संपर्क करेगा, आम तौर पर एक कामकाजी दिन के अंदर।',
  'We will answer at this e-mail address. If you did not write to us, ignore this mail.': 'हम इसी ई-मेल पते पर जवाब देंगे। अगर आपने हमें नहीं लिखा था, तो इस मेल को अनदेखा करें।',
  'Your seat in the free webinar is booked | {brand}': 'फ़्री वेबिनार में आपकी सीट बुक हो गई है | {brand}',
  'You have registered for our free live webinar.': 'आपने हमारे फ़्री लाइव वेबिनार के लिए रजिस्टर कर लिया है।',
  'Join Whatsapp Group': 'WhatsApp ग्रुप जॉइन करें',
  'The webinar ID and password are shared in our WhatsApp group. Join it now so you do not miss them:': 'वेबिनार की ID और पासवर्ड हमारे WhatsApp ग्रुप में शेयर किए जाते हैं। अभी जॉइन करें ताकि आप इन्हें मिस न करें:',
  'See you there!': 'वहीं मिलते हैं!',
  'Your free webinar starts in one hour | {brand}': 'आपका फ़्री वेबिनार एक घंटे में शुरू होगा | {brand}',
  'The free live webinar you registered for starts in one hour.': 'जिस फ़्री लाइव वेबिनार के लिए आपने रजिस्टर किया था, वह एक घंटे में शुरू होगा।',
  Language: 'भाषा',
  'The webinar ID and password are in our WhatsApp group. Open it now to join on time:': 'वेबिनार की ID और पासवर्ड हमारे WhatsApp ग्रुप में हैं। समय पर जुड़ने के लिए इसे अभी खोलें:',
  'Your free trading e-book | {brand}': 'आपकी फ़्री ट्रेडिंग ई-बुक | {brand}',
  'Thank you for asking for our free trading e-book. Download it here:': 'हमारी फ़्री ट्रेडिंग ई-बुक माँगने के लिए धन्यवाद। इसे यहाँ से डाउनलोड करें:',
  'Download the e-book (PDF)': 'ई-बुक डाउनलोड करें (PDF)',
  'When you want to go further, our free Sunday webinar and {brand} membership are waiting for you.': 'जब आप और आगे बढ़ना चाहें, तो हमारा फ़्री संडे वेबिनार और {brand} मेंबरशिप आपका इंतज़ार कर रहे हैं।',
  'Welcome to our newsletter | {brand}': 'हमारे न्यूज़लेटर में आपका स्वागत है | {brand}',
  'Thank you for subscribing to the newsletter of {brand}. You will get our new articles and market lessons by mail.': '{brand} के न्यूज़लेटर की सदस्यता लेने के लिए धन्यवाद। आपको हमारे नए आर्टिकल और मार्केट के सबक मेल से मिलेंगे।',
  'You can stop these mails at any time with the unsubscribe link at the foot of each one.': 'हर मेल के नीचे दिए अनसब्सक्राइब लिंक से आप ये मेल कभी भी बंद कर सकते हैं।',
};
