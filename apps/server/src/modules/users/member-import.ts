import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  IMPORT_MSG, MEMBER_IMPORT_MAX_ROWS, parseImportCell, type ImportedMember, type MemberImportOptions, type MemberImportResult,
} from '@tlt/shared/back-office/member-import';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { readFirstSheetRows, XlsxReadError, type SheetRow } from '../../lib/xlsx-read.ts';
import type { AppMailer } from '../../plugins/mailer.ts';
import { recordAudit } from '../audit/index.ts';
import { grantPaidPeriod, signupPayment } from '../billing/index.ts';
import { importWelcomeMail } from './import-mail.ts';

export interface ImportDeps {
  db: Db;
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

/**
 * POST /api/user/import (issue 13 §4, decision 0028). The plan and payment are checked first (an
 * unknown plan refuses the upload before the file is read), then the first sheet is read whole
 * (bounded: 2 MB, 2,000 rows), then each valid row becomes a member in a transaction of its own:
 * the user, billing's paid period (payment and courses), `member.import` in the audit log and,
 * when asked, the welcome mail, so a row lands whole or not at all and one bad row spoils no other.
 * Refused rows write nothing. Every non-empty row is answered in exactly one list.
 */
export async function importMembers(
  deps: ImportDeps, actor: { id: string; ip: string }, file: Buffer, options: MemberImportOptions,
): Promise<MemberImportResult> {
  const { db, log } = deps;
  const paid = await signupPayment(db, deps.keySecret, { amount: options.amount, txnId: options.txnId, planType: options.planType }, '', true);
  const rows = await sheetRows(file);
  // Nobody chose a password for these members: a random one nobody knows (hashed once per upload,
  // argon2 costs tens of milliseconds). They set their own through "Forgot password?".
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const importId = randomUUID();
  const result: MemberImportResult = { rows: rows.length, planType: paid.plan.planType, created: [], skipped: [], refused: [] };
  const firstRowOf = new Map<string, number>();

  const create = (m: ImportedMember, row: number) => db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [user] = await t.insert(users).values({ name: m.name, email: m.email, contactNo: m.contactNo, passwordHash, userType: 'normal', active: true })
      .onConflictDoNothing({ target: users.email }).returning({ id: users.id });
    if (!user) return null;
    await grantPaidPeriod(t, user.id, paid);
    await recordAudit(t, {
      action: 'member.import', actorId: actor.id, targetUserId: user.id, ip: actor.ip,
      after: { email: m.email, plan: paid.plan.planType, amount: paid.amountPaise / 100, txnId: paid.txnId },
      data: { importId, row },
    });
    if (options.notify) {
      const mail = importWelcomeMail({ name: m.name, email: m.email, planType: paid.plan.planType, endDate: paid.end, publicUrl: deps.publicUrl });
      await deps.mailer.send({ to: m.email, ...mail }, { tx: t, kind: 'bulk' });
    }
    return user.id;
  });

  for (const [i, { row, text }] of rows.entries()) {
    const parsed = parseImportCell(text);
    if (!parsed.ok) {
      // A first row without a digit is a heading ("Email - Name - Contact - Domain"), not a member.
      if (i === 0 && !/\d/.test(text)) result.skipped.push({ row, email: '', reason: IMPORT_MSG.header });
      else result.refused.push({ row, text: clip(text), reason: parsed.reason });
      continue;
    }
    const { member } = parsed;
    const first = firstRowOf.get(member.email);
    if (first !== undefined) {
      result.skipped.push({ row, email: member.email, reason: IMPORT_MSG.sameAsRow(first) });
      continue;
    }
    firstRowOf.set(member.email, row);
    try {
      const id = await create(member, row);
      if (id) result.created.push({ row, _id: id, email: member.email, name: member.name });
      else result.skipped.push({ row, email: member.email, reason: IMPORT_MSG.alreadyMember });
    } catch (err) {
      // Rolled back: this row wrote nothing; the next ones still get their chance.
      log.error({ err, row, importId }, 'import row not saved');
      result.refused.push({ row, text: clip(text), reason: IMPORT_MSG.notSaved });
    }
  }
  return result;
}
