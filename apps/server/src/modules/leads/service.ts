import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { LeadSection } from '@tlt/shared/back-office/lists';
import { EBOOK_LEAD_LABEL, EBOOK_PATH, FREE_LEAD_GENDER, type Lead, type LeadList } from '@tlt/shared/leads';
import type { LandingVariantsContent } from '@tlt/shared/content/pages';
import type { Locale } from '@tlt/shared/i18n/locale';
import { ebookMail } from '../../adapters/mail/funnel-templates.ts';
import type { Db } from '../../db/client.ts';
import { leads } from '../../db/schema/index.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import type { AppMailer } from '../../plugins/mailer.ts';
import { getContent } from '../content/service.ts';
import { cursorText, newestFirstRows, olderThan } from '../../lib/newest-first.ts';

type Row = typeof leads.$inferSelect;

function toLeadDto(r: Row): Lead {
  return {
    _id: r.id, email: r.email, label: r.label, name: r.name, age: r.age, gender: r.gender, contactNo: r.contactNo,
    requests: r.requests, createdAt: r.createdAt.toISOString(), lastRequestedAt: r.lastRequestedAt.toISOString(),
  };
}

/**
 * One row per (email, label): a repeat bumps `requests` and keeps the latest details, in one
 * statement so two simultaneous submits cannot make two rows. Answers whether it was a repeat.
 * The e-book form's lead (free, EBOOK_LEAD_LABEL) gets the e-book by mail in the same transaction,
 * a repeat too (it likely lost the first); while one is still queued another is not (the key).
 */
export async function recordLead(
  db: Db, input: { email: string; label: string; name: string; age?: string; gender: string; contactNo: string },
  /** `locale`: the language of the page the form was sent from (issue 30), the e-book mail's. */
  delivery?: { mailer: AppMailer; publicUrl: string; locale?: Locale },
): Promise<{ lead: Lead; repeated: boolean }> {
  const details = { name: input.name, age: input.age ?? null, gender: input.gender, contactNo: input.contactNo };
  const sendsEbook = !!delivery && input.gender === FREE_LEAD_GENDER && input.label === EBOOK_LEAD_LABEL;
  // The e-book admins set at /admin/content (the placeholder until they do).
  const ebookFile = sendsEbook ? ((await getContent(db, 'pages.landingVariants')) as LandingVariantsContent).ebook.fileUrl : null;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(leads)
      .values({ email: input.email, label: input.label, ...details })
      .onConflictDoUpdate({
        target: [leads.email, leads.label],
        set: { ...details, requests: sql`${leads.requests} + 1`, lastRequestedAt: sql`now()` },
      })
      .returning();
    if (delivery && ebookFile) {
      const link = absoluteUrl(delivery.publicUrl, ebookFile) ?? `${delivery.publicUrl}${EBOOK_PATH}`;
      const mail = ebookMail({ name: input.name, link, locale: delivery.locale });
      await delivery.mailer.send({ to: row.email, ...mail }, { tx, key: `ebook:${row.email}`, kind: 'visitor' });
    }
    return { lead: toLeadDto(row), repeated: row.requests > 1 };
  });
}

// `nulls last` as leads_created_idx is (drizzle's .desc()): a plain desc cannot be read from it (0009).
const newest = [sql`${leads.createdAt} desc nulls last`, sql`${leads.id} desc nulls last`] as const;
const inSection = (section: LeadSection): SQL | undefined => (section === 'free' ? eq(leads.gender, FREE_LEAD_GENDER) : undefined);

async function sectionPage(db: Db, section: LeadSection, p: { limit: number; offset: number }): Promise<Lead[]> {
  const rows = await db.select().from(leads).where(inSection(section)).orderBy(...newest).limit(p.limit).offset(p.offset);
  return rows.map(toLeadDto);
}

/**
 * GET lead/allLeads: a page of each section asked for (both when none is: the spec's client reads
 * `data.data`), and both sections' totals, so either heading can say how many it holds.
 */
export async function listLeads(db: Db, p: { limit: number; offset: number; section?: LeadSection }): Promise<LeadList> {
  const wants = (s: LeadSection) => p.section === undefined || p.section === s;
  const [all, free, [{ n, free: nFree }]] = await Promise.all([
    wants('all') ? sectionPage(db, 'all', p) : [],
    wants('free') ? sectionPage(db, 'free', p) : [],
    db.select({ n: count(), free: count(sql`case when ${leads.gender} = ${FREE_LEAD_GENDER} then 1 end`) }).from(leads),
  ]);
  return { data: all, freeContent: free, total: Number(n), freeTotal: Number(nFree), limit: p.limit, offset: p.offset };
}

/** Leads read per statement by the export: one page is all it holds at once. */
export const LEAD_EXPORT_PAGE = 1_000;

/** A section's leads, newest first, for the Excel export: keyset pages (lib/newest-first.ts), never all at once. */
export async function* leadExportRows(db: Db, section: LeadSection, o: { pageSize?: number } = {}): AsyncGenerator<Lead> {
  const pageSize = o.pageSize ?? LEAD_EXPORT_PAGE;
  const rows = newestFirstRows((cursor) => db
    .select({ row: leads, id: leads.id, cursorAt: cursorText(leads.createdAt) })
    .from(leads)
    .where(and(inSection(section), olderThan(leads.createdAt, leads.id, cursor)))
    .orderBy(...newest)
    .limit(pageSize), pageSize);
  for await (const r of rows) yield toLeadDto(r.row);
}
