import { randomBytes } from 'node:crypto';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_MSG, MEMBER_IMPORT_MAX_ROWS, type MemberImportProgress, type MemberImportStatus,
} from '@tlt/shared/back-office/member-import';
import { MSG } from '@tlt/shared/messages';
import { auditLog, coursePurchases, memberImports, payments, users } from '../../db/schema/index.ts';
import { MAIL_QUEUE } from '../../plugins/mailer.ts';
import { mailsTo, makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { isEvent, openStream } from '../../../test/sse.ts';
import { readXlsx, xlsxOf } from '../../../test/xlsx.ts';

const app = await testApp();
const admin = await makeUser(app, { userType: 'admin' });
const member = await makeUser(app, { email: 'already.here@example.com' });

interface Part { name: string; filename?: string; type?: string; data: Buffer | string }
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function form(parts: Part[]) {
  const boundary = `----tlt${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
      (p.filename ? `; filename="${p.filename}"\r\nContent-Type: ${p.type ?? XLSX}` : '') + '\r\n\r\n'),
    Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const file = (data: Buffer | string, filename = 'members.xlsx'): Part => ({ name: 'file', filename, data });
const fields = (o: Record<string, string> = {}): Part[] =>
  Object.entries({ amount: '34999', txnId: 'NEFT batch 7', ...o }).map(([name, data]) => ({ name, data }));
/** Each upload from an address of its own: the route allows 10 a minute per address. */
let sent = 0;
const post = (parts: Part[], o: { token?: string | null; ip?: string } = {}) =>
  call<MemberImportProgress>(app, {
    method: 'POST', url: '/api/user/import', token: o.token === undefined ? admin.token : o.token ?? undefined,
    remoteAddress: o.ip ?? `10.2.4.${++sent}`, ...form(parts),
  });
/** The upload, then (when accepted) its import run to the end and asked for, as the admin's page does. */
async function upload(parts: Part[], o: { token?: string | null; ip?: string } = {}) {
  const r = await post(parts, o);
  if (r.status !== 202) return r as unknown as Awaited<ReturnType<typeof status>>;
  // Until it has ended: a failed attempt is retried after its delay, which drain does not wait for.
  let s = await status(r.body.data!._id);
  await expect.poll(async () => {
    await app.jobs.drain({ timeoutMs: 60_000 });
    s = await status(r.body.data!._id);
    return s.body.data!.progress.status;
  }, { timeout: 90_000, interval: 500 }).toMatch(/^(done|failed)$/);
  return s;
}
const status = (id: string, token = admin.token) => call<MemberImportStatus>(app, { method: 'GET', url: `/api/user-import/${id}`, token });

/** Rows the import could write, so a test can say exactly what changed. */
async function counts() {
  const n = async (t: typeof users | typeof payments | typeof auditLog | typeof coursePurchases) => (await app.db.select({ n: count() }).from(t))[0].n;
  return { users: await n(users), payments: await n(payments), audit: await n(auditLog), courses: await n(coursePurchases), mails: await mailJobs() };
}

/** Mails queued so far (sent or not), to `to` when given. */
async function mailJobs(to?: string): Promise<number> {
  const r = await app.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${MAIL_QUEUE} and (${to ?? null}::text is null or data->>'to' = ${to ?? null})`);
  return (r as unknown as { rows: { n: number }[] }).rows[0].n;
}

describe('POST /api/user/import', () => {
  it('is for admins only: 401 without a session, 403 for a member, and writes nothing', async () => {
    const before = await counts();
    const book = await xlsxOf(['someone - Some One - 9876543210 - example.com']);
    expect((await upload([file(book), ...fields()], { token: null })).status).toBe(401);
    expect((await upload([file(book), ...fields()], { token: member.token })).status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('creates the valid rows on the chosen plan, skips members and repeats, refuses the rest, and says which row is which', async () => {
    const book = await xlsxOf([
      'Email - Name - Contact - Domain',
      'rahul.sharma - Rahul Sharma - 9876543210 - gmail.com',
      null,
      '  priya.k  –  Priya K  -  +91 91234 56789  -  example.in ',
      'already.here - Already Here - 9000000001 - example.com',
      'RAHUL.SHARMA - Rahul Again - 9876543211 - gmail.com',
      'just an e-mail@example.com',
      'bad.phone - Bad Phone - 12345 - example.com',
      'bad mail - Bad Mail - 9876500000 - example',
    ]);
    const before = await counts();
    const r = await upload([file(book), ...fields()], { ip: '10.2.3.4' });
    expect(r.status).toBe(200);
    const result = r.body.data!;
    expect(r.body.message).toBe(IMPORT_MSG.done(2, 3, 3));
    expect(result.rows).toBe(8);
    expect(result.planType).toBe('Yearly');
    expect(result.created.map(({ row, email, name }) => ({ row, email, name }))).toEqual([
      { row: 2, email: 'rahul.sharma@gmail.com', name: 'Rahul Sharma' },
      { row: 4, email: 'priya.k@example.in', name: 'Priya K' },
    ]);
    expect(result.skipped).toEqual([
      { row: 1, email: '', reason: IMPORT_MSG.header },
      { row: 5, email: 'already.here@example.com', reason: IMPORT_MSG.alreadyMember },
      { row: 6, email: 'rahul.sharma@gmail.com', reason: IMPORT_MSG.sameAsRow(2) },
    ]);
    expect(result.refused).toEqual([
      { row: 7, text: 'just an e-mail@example.com', reason: IMPORT_MSG.rowFormat },
      { row: 8, text: 'bad.phone - Bad Phone - 12345 - example.com', reason: MSG.invalidContact },
      { row: 9, text: 'bad mail - Bad Mail - 9876500000 - example', reason: MSG.invalidEmail },
    ]);

    // Exactly the two members were written: each with its payment, the Yearly plan's two courses and one audit entry.
    expect(await counts()).toEqual({
      users: before.users + 2, payments: before.payments + 2, audit: before.audit + 2, courses: before.courses + 4, mails: before.mails + 2,
    });
    const ids = result.created.map((c) => c._id);
    const made = await app.db.select().from(users).where(inArray(users.id, ids));
    expect(made.map((u) => [u.email, u.contactNo, u.userType, u.active, u.agree]).sort()).toEqual([
      ['priya.k@example.in', '+919123456789', 'normal', true, false],
      ['rahul.sharma@gmail.com', '9876543210', 'normal', true, false],
    ]);
    const pays = await app.db.select().from(payments).where(inArray(payments.userId, ids));
    for (const p of pays) {
      expect(p).toMatchObject({ amountPaise: 3499900, txnId: 'NEFT batch 7', planType: 'Yearly', source: 'manual' });
      expect(p.endDate.getUTCFullYear() * 12 + p.endDate.getUTCMonth() - (p.startDate.getUTCFullYear() * 12 + p.startDate.getUTCMonth())).toBe(12);
    }
    const audit = await app.db.select().from(auditLog).where(inArray(auditLog.targetUserId, ids));
    expect(audit.map((a) => [a.action, a.actorId, a.ip, (a.after as { email: string }).email, (a.data as { row: number }).row]).sort()).toEqual([
      ['member.import', admin.user.id, '10.2.3.4', 'priya.k@example.in', 4],
      ['member.import', admin.user.id, '10.2.3.4', 'rahul.sharma@gmail.com', 2],
    ]);
    // The member who was already here is untouched.
    expect(await app.db.select().from(payments).where(eq(payments.userId, member.user.id))).toHaveLength(1);

    // Nobody knows the imported members' password; each is mailed how to set one.
    const login = await call(app, { method: 'POST', url: '/api/auth/login', payload: { email: 'rahul.sharma@gmail.com', password: 'Passw0rd!' } });
    expect(login.status).toBe(403);
    await expect.poll(() => mailsTo(app, 'rahul.sharma@gmail.com').length, { timeout: 10_000 }).toBe(1);
    const mail = mailsTo(app, 'rahul.sharma@gmail.com')[0];
    for (const text of ['Yearly', 'Forgot password?', '/login']) expect(mail).toContain(text);
    expect(mailsTo(app, 'bad.phone')).toHaveLength(0);

    // The same file again: everyone is a member now, nothing is written.
    const again = await upload([file(book), ...fields()]);
    expect(again.body.data!.created).toHaveLength(0);
    expect(again.body.data!.skipped.filter((s) => s.reason === IMPORT_MSG.alreadyMember).map((s) => s.row)).toEqual([2, 4, 5]);
    expect((await counts()).users).toBe(before.users + 2);
  });

  it('a file of refused rows writes nothing at all; notify=false sends no mail', async () => {
    const before = await counts();
    const r = await upload([file(await xlsxOf(['x - y - 1 - z.com', 'nobody - No Body - 98765 - example.com'])), ...fields()]);
    expect(r.status).toBe(200);
    expect(r.body.data!.refused.map((x) => x.row)).toEqual([1, 2]);
    expect(await counts()).toEqual(before);

    const quiet = await upload([file(await xlsxOf(['quiet.one - Quiet One - 9811111111 - example.com'])), ...fields({ notify: 'false', planType: 'Quarterly', amount: '0' })]);
    expect(quiet.body.data!.planType).toBe('Quarterly');
    const [p] = await app.db.select().from(payments).where(eq(payments.userId, quiet.body.data!.created[0]._id));
    expect(p).toMatchObject({ amountPaise: 0, planType: 'Quarterly' });
    expect(await mailJobs('quiet.one@example.com')).toBe(0);
    expect(await mailJobs('rahul.sharma@gmail.com')).toBe(1);
  });

  it('answers 202 at once and runs the rows in the background; admins follow it and download the report; a rerun creates nobody twice', async () => {
    const book = await xlsxOf(['bg.one - Bg One - 9833333331 - example.com', '=cmd - Bad - 1 - x.com', 'bg.two - Bg Two - 9833333332 - example.com']);
    const before = await counts();
    const r = await post([file(book), ...fields({ notify: 'false' })]);
    expect([r.status, r.body.message]).toEqual([202, IMPORT_MSG.started]);
    expect(r.body.data).toMatchObject({ status: 'queued', rows: 3, done: 0, created: 0 });
    const id = r.body.data!._id;
    // Nothing is imported until the job runs; the workbook waits in the database meanwhile.
    expect((await counts()).users).toBe(before.users);

    await app.jobs.drain({ timeoutMs: 60_000 });
    const done = await status(id);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(IMPORT_MSG.done(2, 0, 1));
    expect(done.body.data!.progress).toEqual({ _id: id, status: 'done', rows: 3, done: 3, created: 2, skipped: 0, refused: 1 });
    expect(done.body.data!.created.map((c) => c.row)).toEqual([1, 3]);
    const [kept] = await app.db.select().from(memberImports).where(eq(memberImports.id, id));
    expect(kept.file).toBeNull();

    // The report: every row and what became of it.
    const report = await call(app, { method: 'GET', url: `/api/user-import/${id}/report`, token: admin.token });
    expect(report.status).toBe(200);
    const sheet = await readXlsx(report.res.rawPayload);
    expect(sheet.rows.map((row) => row.slice(0, 3))).toEqual([
      ['Row', 'Outcome', 'E-mail'], [1, 'Created', 'bg.one@example.com'], [2, 'Refused', null], [3, 'Created', 'bg.two@example.com'],
    ]);
    expect(sheet.rows[2][4]).toBe("'=cmd - Bad - 1 - x.com");

    // Only admins: a member gets 403 for the import and its report; an unknown id is 404.
    expect((await status(id, member.token)).status).toBe(403);
    expect((await call(app, { method: 'GET', url: `/api/user-import/${id}/report`, token: member.token })).status).toBe(403);
    expect((await status('00000000-0000-4000-8000-000000000000')).status).toBe(404);

    // The job run again for the same upload (a retry after a crash): the rows already answered are passed over.
    await app.db.update(memberImports).set({ status: 'running', file: book }).where(eq(memberImports.id, id));
    await app.jobs.send('users.member-import', { importId: id });
    await app.jobs.drain({ timeoutMs: 60_000 });
    const rerun = await status(id);
    expect(rerun.body.data!.progress).toMatchObject({ status: 'done', created: 2, refused: 1 });
    expect(rerun.body.data!.created.map((c) => c._id)).toEqual(done.body.data!.created.map((c) => c._id));
    expect((await counts()).users).toBe(before.users + 2);
  });

  it("tells the admin's live stream how the import goes, to its end", async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const live = await openStream(`${base}/api/notification/stream`, { token: admin.token });
    expect(live.status).toBe(200);
    try {
      const r = await post([file(await xlsxOf(['live.one - Live One - 9844444441 - example.com', 'nope'])), ...fields({ notify: 'false' })]);
      expect(r.status).toBe(202);
      await app.jobs.drain({ timeoutMs: 60_000 });
      const ended = await live.next((f) => isEvent('import')(f) && JSON.parse(f.data!).status === 'done', 20_000);
      expect(JSON.parse(ended.data!)).toEqual({ _id: r.body.data!._id, status: 'done', rows: 2, done: 2, created: 1, skipped: 0, refused: 1 });
    } finally {
      live.close();
    }
  });

  it(`refuses a file of more than ${MEMBER_IMPORT_MAX_ROWS} rows whole, with the cap in the message`, async () => {
    const rows = Array.from({ length: MEMBER_IMPORT_MAX_ROWS + 1 }, (_v, i) => `cap${i} - Cap ${i} - ${9000000000 + i} - example.com`);
    const before = await counts();
    const r = await upload([file(await xlsxOf(rows)), ...fields()]);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(IMPORT_MSG.tooManyRows(MEMBER_IMPORT_MAX_ROWS + 1));
    expect(r.body.message).toContain('2,000');
    expect(await counts()).toEqual(before);
  });

  it('refuses what is not an .xlsx, a missing file, bad options and oversize uploads with a 4xx', async () => {
    const book = await xlsxOf(['opt.test - Opt Test - 9822222222 - example.com']);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const before = await counts();
    const cases: [Part[], number, string][] = [
      [[file('email,name\nx@example.com,X\n', 'members.csv'), ...fields()], 400, IMPORT_MSG.notXlsx],
      [[file(png, 'members.xlsx'), ...fields()], 400, IMPORT_MSG.notXlsx],
      [[file(book.subarray(0, book.length - 40)), ...fields()], 400, IMPORT_MSG.unreadable],
      [[file(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'old.xls'), ...fields()], 400, IMPORT_MSG.legacyXls],
      [[file(await xlsxOf([])), ...fields()], 400, IMPORT_MSG.noRows],
      [fields(), 400, IMPORT_MSG.noFile],
      [[{ name: 'other', filename: 'a.xlsx', data: book }, ...fields()], 400, IMPORT_MSG.noFile],
      [[file(book), file(book), ...fields()], 400, IMPORT_MSG.noFile],
      [[file(book), ...fields({ planType: 'Weekly' })], 400, MSG.unknownPlan],
      [[file(book), ...fields({ amount: '-5' })], 400, 'Enter the amount paid in rupees, e.g. 34999 or 143.50'],
      [[file(book), ...fields({ txnId: '   ' })], 400, 'Txn id is required'],
      [[file(Buffer.concat([book, randomBytes(2 * 1024 * 1024)])), ...fields()], 413, IMPORT_MSG.tooLarge],
    ];
    for (const [parts, status, message] of cases) {
      const r = await upload(parts);
      expect([r.status, r.body?.message]).toEqual([status, message]);
    }
    const notMultipart = await call(app, { method: 'POST', url: '/api/user/import', token: admin.token, payload: { file: 'x' } });
    expect(notMultipart.status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});
