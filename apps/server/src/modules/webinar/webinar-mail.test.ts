import { describe, expect, it } from 'vitest';
import { nextWebinarDate, webinarSlotLabel } from '@tlt/shared/webinar-date';
import { mailsTo, makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { mailSubject, mailText } from '../../../test/mail.ts';

const app = await testApp({ fresh: true });
const admin = await makeUser(app, { userType: 'admin' });
const body = (email: string) => ({ name: 'Amit Shah', email, contact: '9812345670', city: 'Pune', language: 'Hindi' });
const reg = (email: string) => call(app, { method: 'POST', url: '/api/webinar/register', payload: body(email) });
const GROUP = 'https://chat.whatsapp.com/TltWebinarGroup1';

describe('POST /api/webinar/register mails the confirmation (issue 14 §9)', () => {
  it('states the slot as the page does and the group link; a repeat for the same slot sends no second mail', async () => {
    const r = await reg('amit@example.com');
    expect(r.status).toBe(200);
    await app.jobs.drain();
    const [mail] = mailsTo(app, 'amit@example.com');
    expect(mailSubject(mail)).toBe('Your seat in the free webinar is booked | The Lazy Trader');
    const text = mailText(mail);
    expect(text).toContain(`When: ${webinarSlotLabel(new Date(r.body.data.slotDate))}`);
    expect(text).toContain('Hi Amit Shah,');
    // "Join it now…:" introduces the group's link, not the date (issue 26 point 11).
    expect(text).toMatch(/Join it now so you do not miss them:\n\nhttps:\/\/chat\.whatsapp\.com\/\S+\n/);
    expect(text.indexOf('When: ')).toBeLessThan(text.indexOf('Join it now'));

    expect((await reg('amit@example.com')).body.data._id).toBe(r.body.data._id);
    await app.jobs.drain();
    expect(mailsTo(app, 'amit@example.com')).toHaveLength(1);
  });

  it("uses the admin's custom date text and group link when set", async () => {
    const saved = await call(app, {
      method: 'PUT', url: '/api/webinar/config', token: admin.token,
      payload: { customWebinarDate: '7 PM, Sunday, 6 December 2026 (special session)', whatsappLink: GROUP },
    });
    expect(saved.status).toBe(200);
    expect((await reg('sara@example.com')).status).toBe(200);
    await app.jobs.drain();
    const text = mailText(mailsTo(app, 'sara@example.com')[0]);
    expect(text).toContain('When: 7 PM, Sunday, 6 December 2026 (special session)');
    expect(text).toContain(GROUP);
    expect(text).not.toContain(webinarSlotLabel(nextWebinarDate(new Date())));
  });
});
