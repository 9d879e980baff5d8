import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MEMBER_IMPORT_MAX_ROWS, type MemberImportProgress } from '@tlt/shared/back-office/member-import';
import { openPglite } from '../../db/client.ts';
import { memberImports } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { atFileEnd, onPostgres, testApp } from '../../../test/helper.ts';
import { percentile, startProbe } from '../../../test/probe.ts';
import { xlsxOf } from '../../../test/xlsx.ts';

/**
 * Issue 27 §3: a 2,000-row import (the cap) on the embedded database (PGlite on disk, as the
 * default install runs) must not stall the site. A probe in a process of its own asks
 * GET /api/health every 50 ms meanwhile (it reads the database too). The issue's own bound: the
 * probe's worst wait stays under 1 s (its target p99 is 200 ms; bench/member-import.ts reports it).
 * Before the job (the rows ran inside the upload's request), the probe waited the whole import.
 */
describe.skipIf(onPostgres)('a member import of 2,000 rows on PGlite', () => {
  it('leaves the site answering (worst probe wait < 1 s) and ends with the right counts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-import-probe-'));
    const database = await openPglite(dir);
    await database.migrate();
    atFileEnd(async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    const app = await testApp({ database });
    const admin = await makeUser(app, { userType: 'admin' });
    await makeUser(app, { email: 'probe.m7@example.com' });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const auth = { authorization: `Bearer ${admin.token}` };

    // 2,000 rows: one already a member, one repeated e-mail, one refused; the rest new.
    const cells = Array.from({ length: MEMBER_IMPORT_MAX_ROWS }, (_v, i) => `probe.m${i} - Member ${i} - 98${String(i).padStart(8, '0')} - example.com`);
    cells[10] = cells[11];
    cells[20] = 'not a member row';
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await xlsxOf(cells))]), 'members.xlsx');
    for (const [k, v] of Object.entries({ amount: '100', txnId: 'PROBE-1', notify: 'true' })) form.set(k, v);

    const probe = startProbe(`${base}/api/health`, 50);
    const t0 = Date.now();
    const started = await fetch(`${base}/api/user/import`, { method: 'POST', body: form, headers: auth });
    expect(started.status).toBe(202);
    const { data } = (await started.json()) as { data: MemberImportProgress };
    // Asked of the database directly, so the test's own polling adds no requests to the server's work.
    const progress = async () => (await app.db.select().from(memberImports).where(eq(memberImports.id, data._id)))[0];
    await expect.poll(async () => (await progress()).status, { timeout: 600_000, interval: 1000 }).toBe('done');
    const took = (await progress()).finishedAt!.getTime() - t0;
    const waits = await probe.stop();

    const figures = { p50: Math.round(percentile(waits, 50)), p99: Math.round(percentile(waits, 99)), worst: Math.round(waits.at(-1)!), probes: waits.length, importSeconds: took / 1000, load: fs.readFileSync('/proc/loadavg', 'utf8').trim() };
    console.log('member import probe', JSON.stringify(figures));
    expect(await progress()).toMatchObject({ rows: 2_000, done: 2_000, created: 1_997, skipped: 2, refused: 1 });
    expect(waits.length).toBeGreaterThan(20);
    // The bound (not a measure of speed: of the site staying open): p99 and max are in bench/results.md.
    expect(figures.worst).toBeLessThan(1000);
  }, 700_000);
});
