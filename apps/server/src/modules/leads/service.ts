import { count, eq, sql } from 'drizzle-orm';
import { FREE_LEAD_GENDER, type Lead, type LeadList } from '@tlt/shared/leads';
import type { Db } from '../../db/client.ts';
import { leads } from '../../db/schema/index.ts';

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
 */
export async function recordLead(
  db: Db, input: { email: string; label: string; name: string; age?: string; gender: string; contactNo: string },
): Promise<{ lead: Lead; repeated: boolean }> {
  const details = { name: input.name, age: input.age ?? null, gender: input.gender, contactNo: input.contactNo };
  const [row] = await db.insert(leads)
    .values({ email: input.email, label: input.label, ...details })
    .onConflictDoUpdate({
      target: [leads.email, leads.label],
      set: { ...details, requests: sql`${leads.requests} + 1`, lastRequestedAt: sql`now()` },
    })
    .returning();
  return { lead: toLeadDto(row), repeated: row.requests > 1 };
}

export async function listLeads(db: Db, p: { limit: number; offset: number }): Promise<LeadList> {
  // `nulls last` as leads_created_idx is (drizzle's .desc()): a plain desc cannot be read from it (0009).
  const newest = [sql`${leads.createdAt} desc nulls last`, sql`${leads.id} desc nulls last`] as const;
  const [all, free, [{ n }]] = await Promise.all([
    db.select().from(leads).orderBy(...newest).limit(p.limit).offset(p.offset),
    db.select().from(leads).where(eq(leads.gender, FREE_LEAD_GENDER)).orderBy(...newest).limit(p.limit).offset(p.offset),
    db.select({ n: count() }).from(leads),
  ]);
  return { data: all.map(toLeadDto), freeContent: free.map(toLeadDto), total: Number(n) };
}
