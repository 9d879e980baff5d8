import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  IMPORT_MSG, MEMBER_IMPORT_EVENT, MEMBER_IMPORT_MAX_ROWS, parseImportCell,
  type ImportedMember, type MemberImportOptions, type MemberImportProgress, type MemberImportStatus,
} from '@tlt/shared/back-office/member-import';
import type { Db } from '../../db/client.ts';
import { memberImportRows, memberImports, users } from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { readFirstSheetRows, XlsxReadError, type SheetRow } from '../../lib/xlsx-read.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { AppMailer } from '../../plugins/mailer.ts';
import { recordAudit } from '../audit/index.ts';
import { grantPaidPeriod, signupPayment } from '../billing/index.ts';
import { sendUserEvent } from '../notifications/index.ts';
import { importWelcomeMail } from '../../adapters/mail/account-templates.ts';

/** The job that runs an upload's rows (decision 0028, background imports). */
export const MEMBER_IMPORT_QUEUE = 'users.member-import';

export interface ImportDeps {
  db: Db;
  jobs: Pick<Jobs, 'send'>;
  mailer: Pick<AppMailer, 'send'>;
  publicUrl: string;
  keySecret: string;
  log: FastifyBaseLogger;
}

const READ_REFUSALS = {
  'not-xlsx': IMPORT_MSG.notXlsx,
  'legacy-xls': IMPORT_MSG.legacyXls,
  encrypted: IMPORT_MSG.encrypted,
  unreadable: IMPORT_MSG.unreadable,
  'too-large': IMPORT_MSG.tooLarge,
} as const;

/** The sheet's rows, or the upload refused (413 past the size budget, 400 otherwise). */
async function sheetRows(file: Buffer): Promise<SheetRow[]> {
  let read: { rows: SheetRow[]; count: number };
  try {
    read = await readFirstSheetRows(file, MEMBER_IMPORT_MAX_ROWS);
  } catch (err) {
    if (!(err instanceof XlsxReadError)) throw err;
    throw new HttpError(err.problem === 'too-large' ? 413 : 400, READ_REFUSALS[err.problem]);
  }
  if (!read.count) throw badRequest(IMPORT_MSG.noRows);
  // All or nothing: a file past the cap is refused whole, so no part of it is half imported.
  if (read.count > MEMBER_IMPORT_MAX_ROWS) throw badRequest(IMPORT_MSG.tooManyRows(read.count));
  return read.rows;
}

/** The cell as the answer quotes it. */
const clip = (s: string) => (s.length > 200 ? `${s.slice(0, 199)}…` : s);

/** Lets timers, sockets and other requests run: the rows' database work would otherwise chain as microtasks and starve them. */
const giveBack = () => new Promise<void>((resolve) => setImmediate(resolve));
/** How often the admin's stream hears of the progress. */
const PROGRESS_EVERY_MS = 250;

/**
 * POST /api/user/import (issue 13 §4, issue 27 §3, decision 0028). Everything that can refuse the
 * upload is checked before it is accepted: the plan and payment, then the whole first sheet
 * (bounded: 2 MB, 2,000 rows). The file and options are stored with a job in one transaction;
 * the rows run in the background (runMemberImport). Answers the import's progress (queued).
 */
export async function startMemberImport(
  deps: Pick<ImportDeps, 'db' | 'jobs' | 'keySecret'>, actor: { id: string; ip: string }, file: Buffer, options: MemberImportOptions,
): Promise<MemberImportProgress> {
  const { db } = deps;
  const paid = await signupPayment(db, deps.keySecret, { amount: options.amount, txnId: options.txnId, planType: options.planType }, '', true);
  const rows = await sheetRows(file);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(memberImports).values({
      actorId: actor.id, actorIp: actor.ip, options, planType: paid.plan.planType, file, rows: rows.length,
    }).returning();
    await deps.jobs.send(MEMBER_IMPORT_QUEUE, { importId: row.id }, { tx });
    return progressOf(row);
  });
}

type ImportRow = typeof memberImports.$inferSelect;
const progressOf = (r: ImportRow): MemberImportProgress =>
  ({ _id: r.id, status: r.status, rows: r.rows, done: r.done, created: r.created, skipped: r.skipped, refused: r.refused });

const counted = (importId: string, outcome?: string) =>
  sql<number>`(select count(*)::int from ${memberImportRows} r where r.import_id = ${importId}::uuid ${outcome ? sql`and r.outcome = ${outcome}` : sql``})`;
const countsOf = (importId: string) => ({
  done: counted(importId), created: counted(importId, 'created'), skipped: counted(importId, 'skipped'), refused: counted(importId, 'refused'),
});

/** Counts the rows answered so far into the import's row and tells the admin's live streams. */
async function publishProgress(db: Db, importId: string, status?: ImportRow['status']): Promise<MemberImportProgress> {
  const [row] = await db.update(memberImports).set({
    ...(status ? { status } : {}),
    ...(status === 'done' || status === 'failed' ? { file: null, finishedAt: sql`now()` } : {}),
    ...countsOf(importId),
  }).where(eq(memberImports.id, importId)).returning();
  const progress = progressOf(row);
  if (row.actorId) await sendUserEvent(db, row.actorId, MEMBER_IMPORT_EVENT, progress);
  return progress;
}

/**
 * The job: each valid row becomes a member in a transaction of its own (the user, billing's paid
 * period, `member.import` in the audit log, the welcome mail when asked, and the row's outcome),
 * so a row lands whole or not at all and one bad row spoils no other. Every row's outcome is
 * stored; a run after a crash or a retry passes over the rows already answered, so nobody is
 * created twice. Between rows the event loop is given back, so the site keeps answering.
 */
export async function runMemberImport(deps: ImportDeps, importId: string, lastAttempt: boolean): Promise<MemberImportProgress | null> {
  const { db } = deps;
  const [imp] = await db.select().from(memberImports).where(eq(memberImports.id, importId));
  if (!imp || imp.status === 'done' || imp.status === 'failed' || !imp.file) return imp ? progressOf(imp) : null;
  try {
    return await runRows(deps, imp);
  } catch (err) {
    // The rows done so far stand (each whole); the admin sees the import end as failed.
    if (lastAttempt) await publishProgress(db, importId, 'failed');
    throw err;
  }
}

async function runRows(deps: ImportDeps, imp: ImportRow): Promise<MemberImportProgress> {
  const { db, log } = deps;
  const importId = imp.id;
  // As validated at upload (MemberImportOptionsSchema's output), stored by startMemberImport.
  const options = imp.options as MemberImportOptions;
  const paid = await signupPayment(db, deps.keySecret, { amount: options.amount, txnId: options.txnId, planType: options.planType }, '', true);
  const rows = await sheetRows(imp.file!);
  await publishProgress(db, importId, 'running');
  const answered = new Set((await db.select({ row: memberImportRows.row }).from(memberImportRows).where(eq(memberImportRows.importId, importId))).map((r) => r.row));
  // Nobody chose a password for these members: a random one nobody knows (hashed once per upload,
  // argon2 costs tens of milliseconds). They set their own through "Forgot password?".
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const firstRowOf = new Map<string, number>();
  type Outcome = Omit<typeof memberImportRows.$inferInsert, 'importId'>;
  const record = (o: Outcome, t: Db = db) => t.insert(memberImportRows).values({ importId, ...o }).onConflictDoNothing();

  const create = (m: ImportedMember, row: number) => db.transaction(async (t) => {
    const [user] = await t.insert(users).values({ name: m.name, email: m.email, contactNo: m.contactNo, passwordHash, userType: 'normal', active: true })
      .onConflictDoNothing({ target: users.email }).returning({ id: users.id });
    if (!user) return null;
    await grantPaidPeriod(t, user.id, paid);
    await recordAudit(t, {
      action: 'member.import', actorId: imp.actorId, targetUserId: user.id, ip: imp.actorIp,
      after: { email: m.email, plan: paid.plan.planType, amount: paid.amountPaise / 100, txnId: paid.txnId },
      data: { importId, row },
    });
    if (options.notify) {
      const mail = importWelcomeMail({ name: m.name, email: m.email, planType: paid.plan.planType, endDate: paid.end, publicUrl: deps.publicUrl });
      await deps.mailer.send({ to: m.email, ...mail }, { tx: t, kind: 'bulk' });
    }
    await record({ row, outcome: 'created', userId: user.id, email: m.email, name: m.name }, t);
    return user.id;
  });

  let told = performance.now();
  for (const [i, { row, text }] of rows.entries()) {
    const parsed = parseImportCell(text);
    const member = parsed.ok ? parsed.member : null;
    // The rows before are replayed for "Same e-mail as row N" even when they were answered by an earlier run.
    const first = member ? firstRowOf.get(member.email) : undefined;
    if (member && first === undefined) firstRowOf.set(member.email, row);
    if (answered.has(row)) continue;
    if (!parsed.ok) {
      // A first row without a digit is a heading ("Email - Name - Contact - Domain"), not a member.
      if (i === 0 && !/\d/.test(text)) await record({ row, outcome: 'skipped', reason: IMPORT_MSG.header });
      else await record({ row, outcome: 'refused', text: clip(text), reason: parsed.reason });
    } else if (first !== undefined) {
      await record({ row, outcome: 'skipped', email: member!.email, reason: IMPORT_MSG.sameAsRow(first) });
    } else {
      try {
        const id = await create(member!, row);
        if (!id) await record({ row, outcome: 'skipped', email: member!.email, reason: IMPORT_MSG.alreadyMember });
      } catch (err) {
        // Rolled back: this row wrote nothing; the next ones still get their chance.
        log.error({ err, row, importId }, 'import row not saved');
        await record({ row, outcome: 'refused', text: clip(text), reason: IMPORT_MSG.notSaved });
      }
    }
    await giveBack();
    if (performance.now() - told >= PROGRESS_EVERY_MS) {
      told = performance.now();
      await publishProgress(db, importId);
    }
  }
  return publishProgress(db, importId, 'done');
}

/** An import's progress and the rows answered so far (admins; any admin may follow any import). */
export async function memberImportStatus(db: Db, importId: string): Promise<MemberImportStatus> {
  const { progress, planType } = await memberImportProgress(db, importId);
  const result: MemberImportStatus = { rows: progress.rows, planType, created: [], skipped: [], refused: [], progress };
  for (const r of await importOutcomes(db, importId)) {
    if (r.outcome === 'created') result.created.push({ row: r.row, _id: r.userId ?? '', email: r.email, name: r.name });
    else if (r.outcome === 'skipped') result.skipped.push({ row: r.row, email: r.email, reason: r.reason });
    else result.refused.push({ row: r.row, text: r.text, reason: r.reason });
  }
  return result;
}

/** An import's progress and plan, or 404. */
export async function memberImportProgress(db: Db, importId: string): Promise<{ progress: MemberImportProgress; planType: string }> {
  const [imp] = await db.select().from(memberImports).where(eq(memberImports.id, importId));
  if (!imp) throw notFound();
  return { progress: progressOf(imp), planType: imp.planType };
}

/** Each answered row of an import, in the sheet's order (the report). */
export async function importOutcomes(db: Db, importId: string) {
  return db.select().from(memberImportRows).where(eq(memberImportRows.importId, importId)).orderBy(asc(memberImportRows.row));
}
