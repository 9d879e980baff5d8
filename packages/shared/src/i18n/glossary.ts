/**
 * The trading words Hindi-speaking traders use, one Hindi form each (issue 30 §1). Every catalogue
 * (the shared one and the web's) is checked against it: where the English text uses a term, the
 * Hindi text must use its Hindi form (`glossaryProblems`).
 */
export interface GlossaryTerm {
  /** The English word or phrase, matched whole and case-insensitively. */
  en: string;
  /** The Hindi form every translation uses. */
  hi: string;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  { en: 'stop loss', hi: 'स्टॉप लॉस' },
  { en: 'target', hi: 'टारगेट' },
  { en: 'targets', hi: 'टारगेट' },
  { en: 'entry price', hi: 'एंट्री प्राइस' },
  { en: 'entry', hi: 'एंट्री' },
  { en: 'risk', hi: 'रिस्क' },
  { en: 'watchlist', hi: 'वॉचलिस्ट' },
  { en: 'watchlists', hi: 'वॉचलिस्ट' },
  { en: 'trade wisdom', hi: 'ट्रेड विज़डम' },
  { en: 'webinar', hi: 'वेबिनार' },
  { en: 'membership', hi: 'मेंबरशिप' },
  { en: 'position size', hi: 'पोजीशन साइज़' },
  { en: 'lot', hi: 'लॉट' },
  { en: 'lots', hi: 'लॉट' },
  { en: 'capital', hi: 'कैपिटल' },
  { en: 'refund', hi: 'रिफंड' },
  { en: 'invoice', hi: 'इनवॉइस' },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The terms an English text uses (longest first, so "entry price" is not also counted as "entry"). */
export function termsIn(english: string): GlossaryTerm[] {
  let rest = english.toLowerCase();
  const found: GlossaryTerm[] = [];
  for (const term of [...GLOSSARY].sort((a, b) => b.en.length - a.en.length)) {
    const re = new RegExp(`(^|[^a-z])${escape(term.en)}(?=$|[^a-z])`, 'g');
    if (re.test(rest)) {
      found.push(term);
      rest = rest.replace(re, '$1 ');
    }
  }
  return found;
}

/** Each translation whose Hindi does not use the glossary's form of a term its English uses. */
export function glossaryProblems(entries: Iterable<{ en: string; hi: string }>): string[] {
  const problems: string[] = [];
  for (const { en, hi } of entries) {
    for (const term of termsIn(en)) {
      if (!hi.includes(term.hi)) problems.push(`"${en}" uses "${term.en}": its Hindi "${hi}" should say "${term.hi}"`);
    }
  }
  return problems;
}
