import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webinarRegistrations } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { readXlsx, readXlsxExport } from '../../../test/xlsx.ts';
import { expectAdminListGuards } from '../../../test/form-checks.ts';
import { register } from './service.ts';

const app = await testApp({ fresh: true });
const admin = await makeUser(app, { userType: 'admin' });
const member = await makeUser(app);

// Two Sunday sessions: 7 PM India time on 6 and 13 January 2030.
const SLOT_6 = '2030-01-06T13:30:00.000Z';
const SLOT_13 = '2030-01-13T13:30:00.000Z';
/** Registered (oldest first) at these instants; the slot is the server's rule (nextWebinarDate). */
const SEEDED = [
  { at: '2030-01-02T10:00:00Z', name: 'Asha Verma', email: 'asha@example.com', contact: '+91 98123 45670', city: 'Pune', language: 'Hindi' },
  { at: '2030-01-03T10:00:00Z', name: 'Ravi Kumar', email: 'ravi@example.com', contact: '9876501234', city: 'Chennai', language: 'English' },
  { at: '2030-01-05T10:00:00Z', name: '=HYPERLINK("http://evil.example","x")', email: 'evil@example.com', contact: '9000000001', city: '', language: 'English' },
  { at: '2030-01-07T10:00:00Z', name: 'Meera Iyer', email: 'meera@example.com', contact: '09812300000', city: 'Kochi', language: 'English' },
  { at: '2030-01-08T10:00:00Z', name: 'Asha Verma', email: 'asha@example.com', contact: '+91 98123 45670', city: 'Pune', language: 'Hindi' },
] as const;
for (const r of SEEDED) {
  const { _id } = await register(app.db, { ...r, language: r.language }, new Date(r.at));
  await app.db.update(webinarRegistrations).set({ createdAt: new Date(r.at) }).where(eq(webinarRegistrations.id, _id));
}

const list = (qs: string, token: string | undefined = admin.token) => call(app, { method: 'GET', url: `/api/webinar/registrations${qs}`, token });
const exportOf = (qs: string, token: string | undefined = admin.token) => call(app, { method: 'GET', url: `/api/webinar/registrations/export${qs}`, token });
const emails = (rows: { email: string }[]) => rows.map((r) => r.email);

describe('GET /api/webinar/registrations (admin): the registrants, searched, by session, paged', () => {
  it('lists every registration newest first with its session, city and language, the total and the sessions', async () => {
    const r = await list('');
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(emails(d.registrations)).toEqual(['asha@example.com', 'meera@example.com', 'evil@example.com', 'ravi@example.com', 'asha@example.com']);
    expect(d).toMatchObject({ total: 5, offset: 0, limit: 100 });
    expect(d.registrations[0]).toMatchObject({
      name: 'Asha Verma', contact: '+91 98123 45670', city: 'Pune', language: 'Hindi', slotDate: SLOT_13, source: 'GOOGLE',
      createdAt: '2030-01-08T10:00:00.000Z', remindedAt: null,
    });
    expect(d.registrations[2]).toMatchObject({ city: '', language: 'English', slotDate: SLOT_6 });
    expect(d.sessions).toEqual([{ slotDate: SLOT_13, registrations: 2 }, { slotDate: SLOT_6, registrations: 3 }]);
  });

  it("filters by the session's date in India, and searches names, e-mails and phones however typed", async () => {
    expect(emails((await list('?slot=2030-01-06')).body.data.registrations)).toEqual(['evil@example.com', 'ravi@example.com', 'asha@example.com']);
    expect((await list('?slot=2030-01-06')).body.data.total).toBe(3);
    expect((await list('?slot=2030-01-07')).body.data).toMatchObject({ registrations: [], total: 0 });
    expect(emails((await list('?q=ASHA&slot=2030-01-13')).body.data.registrations)).toEqual(['asha@example.com']);
    expect(emails((await list('?q=iyer')).body.data.registrations)).toEqual(['meera@example.com']);
    expect(emails((await list('?q=ravi%40ex')).body.data.registrations)).toEqual(['ravi@example.com']);
    expect(emails((await list(`?q=${encodeURIComponent('+91 98123-00000')}`)).body.data.registrations)).toEqual(['meera@example.com']);
    expect((await list('?q=45670')).body.data.total).toBe(2);
    // LIKE's wildcards are plain text in a search.
    expect((await list('?q=%25')).body.data.total).toBe(0);
  });

  it('pages with offset and limit', async () => {
    const d = (await list('?limit=2&offset=2')).body.data;
    expect(emails(d.registrations)).toEqual(['evil@example.com', 'ravi@example.com']);
    expect(d).toMatchObject({ total: 5, offset: 2, limit: 2 });
  });

  it('answers 400 to a bad date or window, 401 to visitors and 403 to members', async () => {
    const bad = ['?slot=2030-02-30', '?slot=tomorrow', '?limit=0', '?limit=501', '?offset=-1', `?q=${'x'.repeat(101)}`];
    await expectAdminListGuards(list, member.token, bad, '?slot=&q=');
  });
});

describe('GET /api/webinar/registrations/export (admin)', () => {
  it("streams the list's matches as a workbook, newest first, dates DD-MM-YYYY in India", async () => {
    const r = await exportOf('');
    const sheet = await readXlsxExport(r, 'webinar-registrations', 'Webinar Registrations');
    expect(sheet.rows[0]).toEqual(['Name', 'Email', 'Contact', 'City', 'Language', 'Session', 'Source', 'Registered on', 'Reminder sent']);
    expect(sheet.rows.slice(1).map((row) => row[1])).toEqual(emails((await list('')).body.data.registrations));
    expect(sheet.rows[1]).toEqual(['Asha Verma', 'asha@example.com', '+91 98123 45670', 'Pune', 'Hindi', '13-01-2030', 'GOOGLE', '08-01-2030', null]);
    // A name that starts like a formula stays text.
    expect(sheet.rows[3][0]).toBe(`'${SEEDED[2].name}`);
  });

  it('honours the search and the session', async () => {
    const sheet = await readXlsx((await exportOf('?slot=2030-01-06&q=asha')).res.rawPayload);
    expect(sheet.rows.slice(1).map((row) => [row[1], row[5]])).toEqual([['asha@example.com', '06-01-2030']]);
  });

  it('answers 400 to a bad date, 401 to visitors and 403 to members', async () => {
    expect((await exportOf('?slot=2030-13-01')).status).toBe(400);
    expect((await exportOf('', '')).status).toBe(401);
    expect((await exportOf('', member.token)).status).toBe(403);
  });
});
