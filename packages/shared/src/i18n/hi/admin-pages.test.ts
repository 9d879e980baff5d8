import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS } from '../../back-office/audit.ts';
import { NAMED_SIGNUP_SOURCES } from '../../back-office/analytics.ts';
import { LEAD_SECTION_TITLES, QUERY_REOPEN_FAILED, QUERY_REOPENED } from '../../back-office/lists.ts';
import { CONTENT } from '../../content/index.ts';
import { INVOICE_SELLER_ITEM, LAUNCH_PLACEHOLDERS } from '../../content/launch-checklist.ts';
import { PLAN_COPY_TOKENS } from '../../content/plan-copy.ts';
import { glossaryProblems } from '../glossary.ts';
import { ADMIN_PAGES_HI } from './admin-pages.ts';
import { HINDI } from './index.ts';

/** The admin's pages show these shared words themselves (issue 30 §8): each has its Hindi. */
const SHOWN = [
  ...Object.values(AUDIT_ACTION_LABELS),
  ...Object.values(LEAD_SECTION_TITLES),
  INVOICE_SELLER_ITEM.label,
  ...LAUNCH_PLACEHOLDERS.map((p) => p.label),
  ...Object.values(CONTENT).map((entry) => entry.title),
  ...NAMED_SIGNUP_SOURCES,
  ...PLAN_COPY_TOKENS.map((t) => t.means),
  QUERY_REOPENED,
  QUERY_REOPEN_FAILED,
];

describe('the admin pages’ shared words in Hindi', () => {
  it('has a Hindi text, with no Latin word but allowed names, for every label the admin pages show', () => {
    const missing = SHOWN.filter((en) => !HINDI[en]);
    expect(missing).toEqual([]);
    // A placeholder ("{plan:12:price}") is code the page marks as such, not a word.
    const latin = SHOWN.map((en) => HINDI[en]).filter((hi) => /[A-Za-z]{2,}/.test(hi.replace(/GSTIN|WhatsApp|Excel|PDF|EMI|FAQs|\{[^{}]+\}/g, '')));
    expect(latin).toEqual([]);
  });

  it('uses the glossary’s words', () => {
    expect(glossaryProblems(Object.entries(ADMIN_PAGES_HI).map(([en, hi]) => ({ en, hi })))).toEqual([]);
  });
});
