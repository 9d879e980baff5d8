import { and, count, desc, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  WebinarRegistrationFilter, WebinarRegistrationList, WebinarRegistrationRow,
} from '@tlt/shared/back-office/webinar-registrations';
import { WEBINAR_SESSIONS_LISTED } from '@tlt/shared/back-office/webinar-registrations';
import { fromIndiaWallClock } from '@tlt/shared/india-time';
import { splitWebinarCity } from '@tlt/shared/webinar';
import type { Db } from '../../db/client.ts';
import { webinarRegistrations as reg } from '../../db/schema/index.ts';
import { cursorText, newestFirstRows, olderThan } from '../../lib/newest-first.ts';
import { phoneDigits } from '../../lib/phone-digits.ts';

type Row = typeof reg.$inferSelect;

export function toRegistrationRow(r: Row): WebinarRegistrationRow {
  return {
    _id: r.id, name: r.name, email: r.email, contact: r.contact, ...splitWebinarCity(r.city),
    slotDate: r.slotDate.toISOString(), source: r.source, createdAt: r.createdAt.toISOString(),
    remindedAt: r.remindedAt?.toISOString() ?? null,
  };
}

/** The India calendar day YYYY-MM-DD as [its first instant, the next day's). */
function indiaDay(day: string): [Date, Date] {
  const [y, m, d] = day.split('-').map(Number);
  return [fromIndiaWallClock(y, m - 1, d), fromIndiaWallClock(y, m - 1, d + 1)];
}

/**
 * The search and the session as one WHERE. Part of a name or an e-mail, case-insensitive, or a
 * phone's digits however typed; strpos, so % and _ are plain text. Registrations are a few
 * thousand a week: the session filter (an index range) narrows a search before it reads names.
 */
function registrationWhere(f: WebinarRegistrationFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (f.slot) {
    const [from, to] = indiaDay(f.slot);
    where.push(gte(reg.slotDate, from), lt(reg.slotDate, to));
  }
  if (f.q) {
    const text = f.q.toLowerCase();
    const digits = phoneDigits(f.q);
    where.push(or(
      sql`strpos(lower(${reg.name}), ${text}) > 0`,
      sql`strpos(lower(${reg.email}), ${text}) > 0`,
      digits ? sql`strpos(regexp_replace(${reg.contact}, '\\D', '', 'g'), ${digits}) > 0` : undefined,
    ));
  }
  return where.length ? and(...where) : undefined;
}

// `nulls last` as the (created_at desc, id desc) indexes are (drizzle's .desc()): a plain desc cannot be read from them.
const newest = [sql`${reg.createdAt} desc nulls last`, sql`${reg.id} desc nulls last`] as const;

/** GET webinar/registrations: a page newest first, how many match, and the latest sessions with their counts. */
export async function listRegistrations(
  db: Db, p: WebinarRegistrationFilter & { offset: number; limit: number },
): Promise<WebinarRegistrationList> {
  const where = registrationWhere(p);
  const [rows, [{ n }], sessions] = await Promise.all([
    db.select().from(reg).where(where).orderBy(...newest).limit(p.limit).offset(p.offset),
    db.select({ n: count() }).from(reg).where(where),
    db.select({ slotDate: reg.slotDate, n: count() }).from(reg)
      .groupBy(reg.slotDate).orderBy(desc(reg.slotDate)).limit(WEBINAR_SESSIONS_LISTED),
  ]);
  return {
    registrations: rows.map(toRegistrationRow),
    total: Number(n),
    offset: p.offset,
    limit: p.limit,
    sessions: sessions.map((s) => ({ slotDate: s.slotDate.toISOString(), registrations: Number(s.n) })),
  };
}

/** Registrations read per statement by the export. */
export const REGISTRATION_EXPORT_PAGE = 1_000;

/** The list's matches, newest first, for the Excel export: keyset pages (lib/newest-first.ts), never all at once. */
export async function* registrationExportRows(db: Db, f: WebinarRegistrationFilter, o: { pageSize?: number } = {}): AsyncGenerator<WebinarRegistrationRow> {
  const pageSize = o.pageSize ?? REGISTRATION_EXPORT_PAGE;
  const where = registrationWhere(f);
  const rows = newestFirstRows((cursor) => db
    .select({ row: reg, id: reg.id, cursorAt: cursorText(reg.createdAt) })
    .from(reg)
    .where(and(where, olderThan(reg.createdAt, reg.id, cursor)))
    .orderBy(...newest)
    .limit(pageSize), pageSize);
  for await (const r of rows) yield toRegistrationRow(r.row);
}
