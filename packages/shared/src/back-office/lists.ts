/**
 * The back-office's simple lists (issue 13 §3): /all-subscribers, /all-queries, /all-leads. Their
 * page sizes and copy; the wire shapes stay with their resources (leads.ts, contact.ts).
 */

/** Spec §9 "Subscribers limit 2000": /all-subscribers reads them 2,000 at a time (GET subscribers/all). */
export const SUBSCRIBER_FETCH_SIZE = 2000;
/**
 * Pages within those 2,000. The spec gives no size for this table; these are the users table's
 * (§9: 100, 200, 500), and each divides 2,000, so a page never straddles two reads.
 */
export const SUBSCRIBER_PAGE_SIZES = [100, 200, 500] as const;

/** Spec §9: the free-content leads table 100 per page (100, 200, 500); "All Leads" pages the same. */
export const LEAD_PAGE_SIZES = [100, 200, 500] as const;

/** The two sections of /all-leads (spec §2): every lead, and the gift-form ("free") ones. */
export const LEAD_SECTIONS = ['all', 'free'] as const;
export type LeadSection = (typeof LEAD_SECTIONS)[number];
export const LEAD_SECTION_TITLES: Record<LeadSection, string> = {
  all: 'All Leads',
  free: 'Free Content Requestors',
};

/** The spec's empty state for the admin's lists. */
export const NO_RECORDS = 'No Records Found';

/** Ours: reopening a resolved query (the server's message too). */
export const QUERY_REOPENED = 'Query reopened';
export const QUERY_REOPEN_FAILED = 'Failed to reopen the query';
