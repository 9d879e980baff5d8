import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IMPORT_MSG } from '@tlt/shared/back-office/member-import';
import { users } from '../../db/schema/index.ts';
import { exceljsTempFiles, hiddenSheetOf, hiddenStringsOf, peakMemoryGrowth } from '../../../test/hostile-xlsx.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { xlsxOf } from '../../../test/xlsx.ts';

const app = await testApp();
const admin = await makeUser(app, { userType: 'admin' });

/** POST /api/user/import of `file` as the admin, complimentary (amount 0). */
function upload(file: Buffer, ip: string) {
  const boundary = '----tltworkbook';
  const part = (headers: string, data: Buffer | string) => [Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(data), Buffer.from('\r\n')];
  const payload = Buffer.concat([
    ...part('Content-Disposition: form-data; name="file"; filename="members.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', file),
    ...part('Content-Disposition: form-data; name="amount"', '0'),
    ...part('Content-Disposition: form-data; name="txnId"', 'hostile workbook'),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return call(app, {
    method: 'POST', url: '/api/user/import', token: admin.token, remoteAddress: ip, payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const EMAIL = 'hidden.entry@example.com';
const membersNamed = async () => (await app.db.select({ n: count() }).from(users).where(eq(users.email, EMAIL)))[0].n;

describe('POST /api/user/import with a hostile workbook (issue 27 §2)', () => {
  it('refuses a hidden 2 GB sheet and a hidden 200 MB shared-strings part with the unreadable message: nothing written, no temporary file, memory bounded', async () => {
    const good = await xlsxOf(['hidden.entry - Hidden Entry - 9876543210 - example.com']);
    const bombs = { strings: hiddenStringsOf(good), sheet: hiddenSheetOf(good) };
    const before = exceljsTempFiles();
    for (const [label, bomb] of Object.entries(bombs)) {
      const { result: r, growth } = await peakMemoryGrowth(() => upload(bomb, `10.27.2.${label.length}`));
      expect([label, r.status, r.body.message]).toEqual([label, 400, IMPORT_MSG.unreadable]);
      expect(await membersNamed()).toBe(0);
      expect(exceljsTempFiles()).toEqual(before);
      // Generous: nothing hidden is inflated (unfixed: a 1.99 GB temporary file; +214 MB resident).
      expect(growth).toBeLessThan(64 * 1024 * 1024);
    }
    // The same workbook without the hidden entry is accepted and imported (in the background: decision 0048).
    const r = await upload(good, '10.27.2.99');
    expect(r.status).toBe(202);
    await expect.poll(async () => {
      await app.jobs.drain({ timeoutMs: 60_000 });
      return membersNamed();
    }, { timeout: 90_000, interval: 200 }).toBe(1);
  });
});
