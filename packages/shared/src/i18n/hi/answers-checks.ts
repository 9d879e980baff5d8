import type { Catalogue } from '../translate.ts';

/**
 * The Hindi of zod's own English (its `en` locale) for a field whose schema gives no message of its
 * own: a query parameter, an id, a bound on a list. Keyed by the template zod fills; the Hindi leaves
 * out zod's type names ("string", "number"), which mean nothing to a reader. A template whose
 * literal part another one's placeholder could swallow (`<=` before `<`) comes first: the lookup
 * takes the first key that matches.
 */
export const ANSWERS_CHECKS_HI: Catalogue = {
  // An empty number box (the content editor keeps it NaN): said without zod's type names.
  'Invalid input: expected number, received NaN': 'कोई संख्या लिखें',
  'Invalid input: expected {expected}, received {received}': 'यह वैल्यू सही नहीं है: {expected} चाहिए, {received} मिला',
  'Invalid input: expected {value}': 'यह वैल्यू सही नहीं है: {value} चाहिए',
  'Invalid option: expected one of {options}': 'इनमें से एक चुनें: {options}',

  'Too big: expected {origin} to have <={maximum} characters': 'बहुत लंबा है: ज़्यादा से ज़्यादा {maximum} अक्षर हो सकते हैं',
  'Too big: expected {origin} to have <{maximum} characters': 'बहुत लंबा है: {maximum} से कम अक्षर होने चाहिए',
  'Too big: expected {origin} to have exactly {maximum} characters': 'ठीक {maximum} अक्षर होने चाहिए',
  'Too big: expected {origin} to have <={maximum} items': 'बहुत ज़्यादा हैं: ज़्यादा से ज़्यादा {maximum} हो सकते हैं',
  'Too big: expected {origin} to have <{maximum} items': 'बहुत ज़्यादा हैं: {maximum} से कम होने चाहिए',
  'Too big: expected {origin} to have exactly {maximum} items': 'ठीक {maximum} होने चाहिए',
  'Too big: expected {origin} to be <={maximum}': 'बहुत बड़ा है: ज़्यादा से ज़्यादा {maximum} हो सकता है',
  'Too big: expected {origin} to be <{maximum}': 'बहुत बड़ा है: {maximum} से कम होना चाहिए',
  'Too small: expected {origin} to have >={minimum} characters': 'बहुत छोटा है: कम से कम {minimum} अक्षर होने चाहिए',
  'Too small: expected {origin} to have >{minimum} characters': 'बहुत छोटा है: {minimum} से ज़्यादा अक्षर होने चाहिए',
  'Too small: expected {origin} to have exactly {minimum} characters': 'ठीक {minimum} अक्षर होने चाहिए',
  'Too small: expected {origin} to have >={minimum} items': 'बहुत कम हैं: कम से कम {minimum} होने चाहिए',
  'Too small: expected {origin} to have >{minimum} items': 'बहुत कम हैं: {minimum} से ज़्यादा होने चाहिए',
  'Too small: expected {origin} to have exactly {minimum} items': 'ठीक {minimum} होने चाहिए',
  'Too small: expected {origin} to be >={minimum}': 'बहुत छोटा है: कम से कम {minimum} होना चाहिए',
  'Too small: expected {origin} to be >{minimum}': 'बहुत छोटा है: {minimum} से ज़्यादा होना चाहिए',

  'Invalid UUID': 'यह ID सही नहीं है',
  'Invalid email address': 'ईमेल पता सही नहीं है',
  'Invalid URL': 'यह URL सही नहीं है',
  'Invalid ISO date': 'तारीख सही नहीं है',
  'Invalid ISO datetime': 'तारीख और समय सही नहीं है',
  'Invalid string: must match pattern {pattern}': 'फ़ॉर्मैट सही नहीं है',
  'Invalid number: must be a multiple of {divisor}': 'संख्या {divisor} का गुणज होनी चाहिए',
  'Unrecognized key: {keys}': 'यह फ़ील्ड पहचाना नहीं गया: {keys}',
  'Unrecognized keys: {keys}': 'ये फ़ील्ड पहचाने नहीं गए: {keys}',
  'Invalid value in {origin}': 'इसमें कोई वैल्यू सही नहीं है',
  'Invalid key in {origin}': 'इसमें कोई key सही नहीं है',
};
