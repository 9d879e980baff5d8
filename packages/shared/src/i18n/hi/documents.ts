import type { Catalogue } from '../translate.ts';

/**
 * The tax documents' Hindi (issue 30 §6): each heading and label of an invoice or credit note,
 * printed beside its English ("TAX INVOICE / टैक्स इनवॉइस") when the member reads Hindi. The English
 * stays first and whole: it is the document's legal wording. Values (numbers, names, amounts) are not here.
 */
export const DOCUMENT_HINDI: Catalogue = {
  'TAX INVOICE': 'टैक्स इनवॉइस',
  'CREDIT NOTE': 'क्रेडिट नोट',
  'Invoice no.': 'इनवॉइस नंबर',
  'Credit note no.': 'क्रेडिट नोट नंबर',
  Date: 'तारीख',
  'Against invoice': 'इस इनवॉइस के बदले',
  dated: 'तारीख',
  Supplier: 'सप्लायर',
  Recipient: 'प्राप्तकर्ता',
  'Bill to': 'बिल किसके नाम',
  State: 'राज्य',
  'Place of supply': 'सप्लाई की जगह',
  "The buyer gave no state: taken as the supplier's state.": 'खरीदार ने राज्य नहीं बताया: सप्लायर का राज्य माना गया।',
  Description: 'विवरण',
  'Amount (INR)': 'रकम (INR)',
  'Taxable value': 'टैक्सेबल वैल्यू',
  'Taxable value refunded': 'रिफंड की गई टैक्सेबल वैल्यू',
  'Total (GST included)': 'कुल (GST सहित)',
  'Total refunded (GST included)': 'कुल रिफंड (GST सहित)',
  'Amount in words': 'रकम शब्दों में',
  'Prices include GST. Tax payable on reverse charge: No.': 'कीमतों में GST शामिल है। रिवर्स चार्ज पर टैक्स देय: नहीं।',
  'Issued for a refund of the payment invoiced above; the tax is reduced in the same proportion.':
    'ऊपर के इनवॉइस वाले पेमेंट के रिफंड के लिए जारी; टैक्स भी उसी अनुपात में घटाया गया है।',
  'This is a computer-generated invoice; it needs no signature.': 'यह कंप्यूटर से बना इनवॉइस है; इस पर हस्ताक्षर की ज़रूरत नहीं।',
  'This is a computer-generated credit note; it needs no signature.': 'यह कंप्यूटर से बना क्रेडिट नोट है; इस पर हस्ताक्षर की ज़रूरत नहीं।',
};
