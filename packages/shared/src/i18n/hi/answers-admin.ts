import type { Catalogue } from '../translate.ts';

/**
 * The Hindi of the back office's answers: members, refunds, the Excel import, reminders, the audit
 * log, queries, subscribers, blogs, invoices and the content editor's checks. Keyed by the English,
 * word for word; a message built with values is keyed by its template (`{n}`).
 */
export const ANSWERS_ADMIN_HI: Catalogue = {
  // members (site-and-admin §2, issue 13)
  'Member activated. They can sign in again': 'मेंबर फिर से चालू कर दिया गया। वे अब साइन इन कर सकते हैं',
  'Member deactivated and signed out everywhere': 'मेंबर बंद कर दिया गया और हर जगह से साइन आउट कर दिया गया',
  'Marked as profitable': 'प्रॉफ़िटेबल मार्क कर दिया गया',
  'Marked as not profitable': 'प्रॉफ़िटेबल का मार्क हटा दिया गया',
  'Failed to change the member status. Please try again': 'मेंबर का स्टेटस नहीं बदला जा सका। कृपया फिर से कोशिश करें',
  'Failed to change the profitable status. Please try again': 'प्रॉफ़िटेबल स्टेटस नहीं बदला जा सका। कृपया फिर से कोशिश करें',
  'You cannot deactivate your own account': 'आप अपना ही अकाउंट बंद नहीं कर सकते',
  'All sessions ended. The member is signed out everywhere': 'सभी सेशन ख़त्म कर दिए गए। मेंबर हर जगह से साइन आउट हो गया है',
  'Failed to end the sessions. Please try again': 'सेशन ख़त्म नहीं किए जा सके। कृपया फिर से कोशिश करें',
  'Member not found': 'मेंबर नहीं मिला',
  'Failed to export. Please try again': 'एक्सपोर्ट नहीं हो सका। कृपया फिर से कोशिश करें',
  'active must be true or false': 'active की वैल्यू true या false होनी चाहिए',
  'isProfitable must be true or false': 'isProfitable की वैल्यू true या false होनी चाहिए',
  'Invalid member id': 'मेंबर की ID सही नहीं है',
  'The member has been erased': 'मेंबर का डेटा मिटा दिया गया है',
  'An admin account cannot be erased. Make it a member account first': 'एडमिन अकाउंट का डेटा नहीं मिटाया जा सकता। पहले इसे मेंबर अकाउंट बनाएँ',
  'This account has already been erased': 'इस अकाउंट का डेटा पहले ही मिटाया जा चुका है',

  // creating a member by hand (community.md §5)
  'Enter the amount paid in rupees, e.g. 34999 or 143.50': 'चुकाई गई रकम रुपयों में लिखें, जैसे 34999 या 143.50',
  'Amount paid is required': 'चुकाई गई रकम लिखना ज़रूरी है',
  'The amount is too large': 'रकम बहुत ज़्यादा है',
  'Txn id is required': 'Txn id लिखना ज़रूरी है',
  'The txn id can be at most 100 characters': 'Txn id ज़्यादा से ज़्यादा 100 अक्षरों की हो सकती है',
  'The end date must be after the start date': 'ख़त्म होने की तारीख शुरू होने की तारीख के बाद की होनी चाहिए',
  'The amount can have at most two decimals (paise)': 'रकम में दशमलव के बाद ज़्यादा से ज़्यादा दो अंक (पैसे) हो सकते हैं',

  // the Excel import (issue 13, 27)
  'Please choose the Excel file to import': 'कृपया इम्पोर्ट के लिए Excel फ़ाइल चुनें',
  'Please upload an Excel workbook (.xlsx)': 'कृपया Excel वर्कबुक (.xlsx) अपलोड करें',
  'This is an old .xls file. Open it in Excel, save it as an Excel Workbook (.xlsx) and upload that':
    'यह पुरानी .xls फ़ाइल है। इसे Excel में खोलें, Excel Workbook (.xlsx) के रूप में सेव करें और वही अपलोड करें',
  'This workbook is password-protected. Remove the password and upload it again': 'इस वर्कबुक पर पासवर्ड लगा है। पासवर्ड हटाकर इसे फिर से अपलोड करें',
  'This workbook could not be read. Save it again in Excel and upload it': 'यह वर्कबुक पढ़ी नहीं जा सकी। इसे Excel में दोबारा सेव करके अपलोड करें',
  'The file is larger than {mb} MB. Split it into smaller files': 'फ़ाइल {mb} MB से बड़ी है। इसे छोटी फ़ाइलों में बाँट दें',
  'The file has no rows to import': 'फ़ाइल में इम्पोर्ट करने के लिए कोई पंक्ति नहीं है',
  'This file has {n} rows; at most {max} can be imported at once. Split it and upload each part':
    'इस फ़ाइल में {n} पंक्तियाँ हैं; एक बार में ज़्यादा से ज़्यादा {max} इम्पोर्ट हो सकती हैं। इसे बाँटकर हर हिस्सा अलग से अपलोड करें',
  'Expected 4 parts separated by " - ": e-mail name - name - contact - e-mail domain':
    '" - " से अलग किए गए 4 हिस्से चाहिए: ईमेल का नाम - नाम - मोबाइल नंबर - ईमेल डोमेन',
  'Header row': 'हेडर की पंक्ति',
  'Already a member': 'पहले से मेंबर है',
  'Same e-mail as row {row}': 'पंक्ति {row} वाला ही ईमेल',
  'Could not be saved; nothing was written for this row': 'सेव नहीं हो सका; इस पंक्ति का कुछ भी दर्ज नहीं हुआ',
  'Failed to import. Please try again': 'इम्पोर्ट नहीं हो सका। कृपया फिर से कोशिश करें',
  'notify must be true or false': 'notify की वैल्यू true या false होनी चाहिए',
  'Import started. You can follow it here; the report is ready when it ends': 'इम्पोर्ट शुरू हो गया। आप इसे यहीं देख सकते हैं; पूरा होने पर रिपोर्ट तैयार मिलेगी',
  'Import finished: {created} created, {skipped} skipped, {refused} refused': 'इम्पोर्ट पूरा हुआ: {created} बनाए गए, {skipped} छोड़े गए, {refused} नामंज़ूर',

  // refunds (issue 13, 26)
  'Refund issued successfully!!': 'रिफंड जारी कर दिया गया!',
  'Failed to issue refund. Please try again': 'रिफंड जारी नहीं हो सका। कृपया फिर से कोशिश करें',
  'No such payment for this member': 'इस मेंबर का ऐसा कोई पेमेंट नहीं है',
  'This payment was not made through the payment provider: refund it outside the site': 'यह पेमेंट पेमेंट प्रोवाइडर से नहीं हुआ था: इसका रिफंड साइट के बाहर करें',
  'This payment was not captured by the payment provider': 'पेमेंट प्रोवाइडर ने यह पेमेंट कैप्चर नहीं किया था',
  'The order id does not match this payment': 'ऑर्डर ID इस पेमेंट से मेल नहीं खाती',
  'The name does not match this member': 'नाम इस मेंबर से मेल नहीं खाता',
  'This payment is already refunded in full': 'इस पेमेंट का पूरा रिफंड पहले ही हो चुका है',
  'Only {remaining} of this payment is left to refund': 'इस पेमेंट में से रिफंड के लिए सिर्फ़ {remaining} बचे हैं',
  'A full refund ends the course access this payment bought: it cannot keep the courses open':
    'पूरा रिफंड इस पेमेंट से मिला कोर्स एक्सेस ख़त्म कर देता है: कोर्स खुले नहीं रखे जा सकते',
  'Say whether the course access this payment bought ends with this refund': 'बताएँ कि इस पेमेंट से मिला कोर्स एक्सेस इस रिफंड के साथ ख़त्म होगा या नहीं',
  'This payment has no open course access to end': 'इस पेमेंट का कोई चालू कोर्स एक्सेस नहीं है जिसे ख़त्म किया जाए',
  'That is more than the refund policy suggests ({suggested}). Tick "Go past the guidance" and give a reason':
    'यह रिफंड पॉलिसी के सुझाव ({suggested}) से ज़्यादा है। गाइडेंस से आगे जाने का बॉक्स टिक करें और वजह लिखें',
  'Enter the amount in rupees, e.g. 17999 or 143.50': 'रकम रुपयों में लिखें, जैसे 17999 या 143.50',
  'Amount is required': 'रकम लिखना ज़रूरी है',
  'The amount must be more than zero': 'रकम शून्य से ज़्यादा होनी चाहिए',
  'Give a reason for going past the guidance': 'गाइडेंस से आगे जाने की वजह लिखें',
  'Give a reason for going past the guidance (at least {min} characters)': 'गाइडेंस से आगे जाने की वजह लिखें (कम से कम {min} अक्षर)',
  'The reason can be at most {max} characters': 'वजह ज़्यादा से ज़्यादा {max} अक्षरों की हो सकती है',
  'paymentId is required': 'paymentId ज़रूरी है',
  'endCourseAccess must be true or false': 'endCourseAccess की वैल्यू true या false होनी चाहिए',

  // renewal reminders (community.md §2 dashboard)
  'Renewal reminder sent': 'रिन्यूअल रिमाइंडर भेज दिया गया',
  'Failed to send the renewal reminder. Please try again': 'रिन्यूअल रिमाइंडर नहीं भेजा जा सका। कृपया फिर से कोशिश करें',
  'A renewal reminder went to this member less than a minute ago. Please wait a minute.':
    'इस मेंबर को एक मिनट से भी कम समय पहले रिन्यूअल रिमाइंडर भेजा गया है। कृपया एक मिनट रुकें।',
  'Admins have no plan to renew': 'एडमिन का कोई प्लान नहीं होता जिसे रिन्यू किया जाए',
  'This member has never paid for a plan': 'इस मेंबर ने कभी किसी प्लान के लिए पेमेंट नहीं किया',
  'This member is suspended: reactivate the account before reminding them': 'यह मेंबर सस्पेंड है: रिमाइंडर भेजने से पहले अकाउंट फिर से चालू करें',
  'This member’s period does not end within 7 days: no reminder needed yet': 'इस मेंबर की अवधि 7 दिनों में ख़त्म नहीं हो रही: अभी रिमाइंडर की ज़रूरत नहीं है',
  'Choose a member': 'एक मेंबर चुनें',

  // the audit log, the lists' filters
  'Invalid admin id': 'एडमिन की ID सही नहीं है',
  'Unknown action': 'यह एक्शन पहचाना नहीं गया',
  'slot must be a date (YYYY-MM-DD)': 'slot एक तारीख (YYYY-MM-DD) होनी चाहिए',
  'section must be all or free': 'section की वैल्यू all या free होनी चाहिए',

  // queries and subscribers (site-and-admin §2, §8)
  'Query marked as resolved': 'क्वेरी सुलझी हुई मार्क कर दी गई',
  'Failed to mark query as resolved': 'क्वेरी को सुलझी हुई मार्क नहीं किया जा सका',
  'Query reopened': 'क्वेरी फिर से खोल दी गई',
  'Query not found': 'क्वेरी नहीं मिली',
  'Invalid query id': 'क्वेरी की ID सही नहीं है',
  'limit must be 50, 100 or 200': 'limit की वैल्यू 50, 100 या 200 होनी चाहिए',
  'Subscriber removed': 'सब्सक्राइबर हटा दिया गया',
  'Subscriber not found': 'सब्सक्राइबर नहीं मिला',
  'Invalid subscriber id': 'सब्सक्राइबर की ID सही नहीं है',

  // blogs
  'Title is required': 'टाइटल लिखना ज़रूरी है',
  'Keep the title under 200 characters': 'टाइटल 200 अक्षरों से छोटा रखें',
  'Short description is required': 'छोटा विवरण लिखना ज़रूरी है',
  'Keep the short description under 400 characters': 'छोटा विवरण 400 अक्षरों से छोटा रखें',
  'Write the blog text': 'ब्लॉग का टेक्स्ट लिखें',
  'The blog text is too long': 'ब्लॉग का टेक्स्ट बहुत लंबा है',
  'Use lowercase letters, digits and single dashes': 'सिर्फ़ छोटे अंग्रेज़ी अक्षर (a-z), अंक और बीच में एक-एक डैश इस्तेमाल करें',
  'Add a preview for visitors of a locked blog': 'लॉक किए गए ब्लॉग के लिए विज़िटर्स को दिखने वाला प्रीव्यू जोड़ें',
  'Keep the preview under 2000 characters': 'प्रीव्यू 2000 अक्षरों से छोटा रखें',
  'A blog with this slug already exists. Choose another slug.': 'इस स्लग का ब्लॉग पहले से है। कोई दूसरा स्लग चुनें।',
  'Blog not found': 'ब्लॉग नहीं मिला',
  'Blog published': 'ब्लॉग पब्लिश हो गया',
  'Blog saved': 'ब्लॉग सेव हो गया',
  'Blog deleted': 'ब्लॉग डिलीट हो गया',

  // invoices and billing details (issue 15, 26)
  'Invoice settings saved': 'इनवॉइस सेटिंग्स सेव हो गईं',
  'Billing details saved': 'बिलिंग डिटेल्स सेव हो गईं',
  'Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV': '15 कैरेक्टर का सही GSTIN लिखें, जैसे 27AAPFU0939F1ZV',
  "The GSTIN's first two digits must be the state's GST code": 'GSTIN के पहले दो अंक राज्य का GST कोड होने चाहिए',
  'Enter a 6-digit SAC code starting with 99, e.g. 999293': '99 से शुरू होने वाला 6 अंकों का SAC कोड लिखें, जैसे 999293',
  'Enter a GST rate from 0 to 40, with at most two decimals': '0 से 40 तक की GST दर लिखें, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक',
  "Enter the seller's registered name": 'विक्रेता का रजिस्टर्ड नाम लिखें',
  "Enter the seller's address (at least 10 characters)": 'विक्रेता का पता लिखें (कम से कम 10 अक्षर)',
  'Choose the state': 'राज्य चुनें',
  'not set': 'सेट नहीं है',
  "This invoice is not issued yet: invoices are issued once the seller's GSTIN and address are set. Please try again later":
    'यह इनवॉइस अभी जारी नहीं हुआ है: विक्रेता का GSTIN और पता सेट होने के बाद ही इनवॉइस जारी होते हैं। कृपया बाद में फिर से कोशिश करें',
  'This credit note is issued once the refund is processed, usually within a few days. Please try again later':
    'यह क्रेडिट नोट रिफंड प्रोसेस होने के बाद जारी होता है, आमतौर पर कुछ दिनों में। कृपया बाद में फिर से कोशिश करें',
  'This link is not valid. Your invoices and credit notes are under Payment history on your profile, or ask us on the Contact page':
    'यह लिंक सही नहीं है। आपके इनवॉइस और क्रेडिट नोट आपकी प्रोफ़ाइल में पेमेंट हिस्ट्री में हैं, या कॉन्टैक्ट पेज पर हमसे पूछें',
  'This link has expired. Your invoices and credit notes are under Payment history on your profile, or ask us on the Contact page for a new one':
    'इस लिंक की मियाद ख़त्म हो गई है। आपके इनवॉइस और क्रेडिट नोट आपकी प्रोफ़ाइल में पेमेंट हिस्ट्री में हैं, या नए लिंक के लिए कॉन्टैक्ट पेज पर हमसे पूछें',

  // site settings, the webinar's settings, the plans' offer, maintenance
  'Use the Google Analytics measurement id, e.g. G-AB12CD34EF': 'Google Analytics की मेज़रमेंट आईडी लिखें, जैसे G-AB12CD34EF',
  'A Meta pixel id is digits only, e.g. 123456789012345': 'Meta pixel आईडी में सिर्फ़ अंक होते हैं, जैसे 123456789012345',
  'whatsappLink must be an https URL': 'ग्रुप का लिंक https:// वाला पता होना चाहिए',
  'Use HH:MM': 'समय HH:MM में लिखें',
  'Maintenance mode on': 'मेंटेनेंस मोड चालू हो गया',
  'Maintenance mode off': 'मेंटेनेंस मोड बंद हो गया',
  'Offer updated': 'ऑफ़र अपडेट हो गया',
  'Plan updated': 'प्लान अपडेट हो गया',
  'Webinar settings saved': 'वेबिनार सेटिंग्स सेव हो गईं',
  'Analytics ids saved': 'Analytics ids सेव हो गईं',
  'Another export is still running. Please try again in a minute.': 'एक और एक्सपोर्ट अभी चल रहा है। कृपया एक मिनट बाद फिर से कोशिश करें।',

  // the content editor's checks (content/widgets.ts, content/plan-copy.ts) and its calls (server content modules)
  'Please fill this in': 'कृपया इसे भरें',
  'Keep it to {max} characters or fewer': 'इसे {max} अक्षरों या उससे कम में रखें',
  'Upload an image, or give a site path (/images/…) or an https:// address': 'फ़ोटो अपलोड करें, या साइट का पाथ (/images/…) या https:// वाला पता दें',
  'Must be an https:// address, e.g. https://example.com/page': 'https:// वाला पता होना चाहिए, जैसे https://example.com/page',
  'Give a site path (/downloads/…) or an https:// address': 'साइट का पाथ (/downloads/…) या https:// वाला पता दें',
  'Enter the number with its country code, e.g. +91 98765 43210': 'नंबर देश के कोड के साथ लिखें, जैसे +91 98765 43210',
  'A phone number has 8 to 15 digits': 'फ़ोन नंबर में 8 से 15 अंक होते हैं',
  'Must be an 11-character YouTube video id': 'YouTube वीडियो की 11 कैरेक्टर वाली id होनी चाहिए',
  'Content saved': 'कंटेंट सेव हो गया',
  'Version restored': 'पुराना वर्ज़न वापस लगा दिया गया',
  'No such version': 'ऐसा कोई वर्ज़न नहीं है',
  'No such content': 'ऐसा कोई कंटेंट नहीं है',
  'This version no longer fits the page: {problem}': 'यह वर्ज़न अब इस पेज में फ़िट नहीं होता: {problem}',
  'keys must list at least one content key': 'keys में कम से कम एक कंटेंट key होनी चाहिए',
  'At most {max} content keys per request': 'एक रिक्वेस्ट में ज़्यादा से ज़्यादा {max} कंटेंट keys हो सकती हैं',
  'Unknown content key: {keys}': 'यह कंटेंट key पहचानी नहीं गई: {keys}',
  'Unknown content keys: {keys}': 'ये कंटेंट keys पहचानी नहीं गईं: {keys}',
  '{text} is not a placeholder': '{text} कोई प्लेसहोल्डर नहीं है',
  '{text} matches no plan in the catalogue': '{text} कैटलॉग के किसी प्लान से मेल नहीं खाता',
  '{text} names no plan: the catalogue has no {months}-month plan': '{text} किसी प्लान का नाम नहीं लेता: कैटलॉग में {months} महीने का कोई प्लान नहीं है',
  '{text} names no EMI: the {months}-month plan has none': '{text} किसी EMI का नाम नहीं लेता: {months} महीने के प्लान में EMI नहीं है',
};
