import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { CONSENT_VERSIONS, type ConsentKind, type ConsentList, type ConsentSource } from '@tlt/shared/account';
import type { Db } from '../../db/client.ts';
import { consents, users } from '../../db/schema/index.ts';

/**
 * The consent record (DPDP Act 2023, decision 0033). Each writer passes the transaction of the act
 * that gives the consent (the signup, the community terms, the newsletter form), so the record and
 * the act land together or not at all.
 */
export async function recordConsent(
  tx: Db,
  o: { userId?: string | null; email?: string | null; kinds: readonly ConsentKind[]; source: ConsentSource },
): Promise<void> {
  if (!o.kinds.length) return;
  await tx.insert(consents).values(o.kinds.map((kind) => ({
    userId: o.userId ?? null,
    email: o.userId ? null : (o.email ?? null),
    kind,
    version: CONSENT_VERSIONS[kind],
    source: o.source,
  })));
}

/** A person's consents: those given signed in, and those given with their e-mail (the newsletter form). */
export const consentsOf = (who: { userId: string; email: string }) =>
  or(eq(consents.userId, who.userId), eq(consents.email, who.email));

/** Sets withdrawn_at on the person's live consents of that kind; answers how many. */
export async function withdrawConsents(tx: Db, who: { userId: string; email: string }, kind: ConsentKind): Promise<number> {
  const gone = await tx.update(consents).set({ withdrawnAt: sql`now()` })
    .where(and(consentsOf(who), eq(consents.kind, kind), isNull(consents.withdrawnAt)))
    .returning({ id: consents.id });
  return gone.length;
}

/**
 * An address's marketing consents withdrawn, whoever gave them: by the address (the newsletter
 * form) or by the member who has it (their profile). The unsubscribe link and the admin's remove
 * are the same switch as the profile's (issue 26 §5).
 */
export async function withdrawMarketingOf(tx: Db, email: string): Promise<void> {
  const member = tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  await tx.update(consents).set({ withdrawnAt: sql`now()` })
    .where(and(or(eq(consents.email, email), inArray(consents.userId, member)), eq(consents.kind, 'marketing'), isNull(consents.withdrawnAt)));
}

/** GET /api/user/me/consents: newest first; `marketing` says whether newsletter mail may go to them now. */
export async function listConsents(db: Db, who: { userId: string; email: string }): Promise<ConsentList> {
  const rows = await db.select().from(consents).where(consentsOf(who)).orderBy(desc(consents.givenAt), desc(consents.id));
  return {
    consents: rows.map((c) => ({
      _id: c.id, kind: c.kind, version: c.version, source: c.source,
      givenAt: c.givenAt.toISOString(), withdrawnAt: c.withdrawnAt?.toISOString() ?? null,
    })),
    marketing: rows.some((c) => c.kind === 'marketing' && !c.withdrawnAt),
  };
}
