import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EBOOK_LEAD_LABEL, EBOOK_PATH } from '@tlt/shared/leads';
import { MSG } from '@tlt/shared/messages';
import { leads } from '../../db/schema/index.ts';
import { mailsTo, makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { mailSubject, mailText } from '../../../test/mail.ts';

const app = await testApp({ fresh: true });
const admin = await makeUser(app, { userType: 'admin' });
const ask = (payload: object) => call(app, { method: 'POST', url: '/api/lead/create', payload });
const gift = (email: string) => ({ name: 'Kavya Rao', email, contactNo: '9123456780', gender: 'free', label: EBOOK_LEAD_LABEL });
const setEbook = async (fileUrl: string) => {
  const value = (await call(app, { method: 'GET', url: '/api/admin/content/pages.landingVariants', token: admin.token })).body.data.value;
  expect((await call(app, { method: 'PUT', url: '/api/content/pages.landingVariants', token: admin.token, payload: { ...value, ebook: { ...value.ebook, fileUrl } } })).status).toBe(200);
};
const ebookMails = async (email: string) => {
  await app.jobs.drain();
  return mailsTo(app, email).filter((m) => mailSubject(m) === 'Your free trading e-book | The Lazy Trader');
};

describe('the free e-book form (POST /api/lead/create, gender free, issue 14 §5)', () => {
  it('mails the e-book link and lists the lead under Free Content Requestors; a repeat is counted, not duplicated', async () => {
    // Until an admin sets the e-book, the request is recorded but the bundled placeholder PDF is never sent (issue 26 §8).
    const early = await ask(gift('early@example.com'));
    expect(early.body).toMatchObject({ status: true, message: MSG.leadRecorded });
    expect(await ebookMails('early@example.com')).toEqual([]);
    await setEbook('/downloads/the-lazy-trader-habits.pdf');

    const first = await ask(gift('kavya@example.com'));
    expect(first.body).toMatchObject({ status: true, message: MSG.leadRecorded, data: { label: EBOOK_LEAD_LABEL, requests: 1 } });
    const [mail] = await ebookMails('kavya@example.com');
    expect(mailText(mail)).toContain(`${app.config.publicUrl}/downloads/the-lazy-trader-habits.pdf`);
    expect(mailText(mail)).toContain('Hi Kavya Rao,');
    // Issue 26 §11: the brand is a name, not a noun ("the The Lazy Trader membership").
    expect(mailText(mail)).toContain('our free Sunday webinar and The Lazy Trader membership are waiting for you.');
    expect(mailText(mail)).not.toMatch(/the The Lazy Trader/i);

    const again = await ask(gift('Kavya@Example.com'));
    expect(again.body).toMatchObject({ message: MSG.leadRepeated, data: { _id: first.body.data._id, requests: 2 } });
    expect(await app.db.select().from(leads).where(eq(leads.email, 'kavya@example.com'))).toHaveLength(1);
    // The repeat asks again: it likely lost the first mail.
    expect(await ebookMails('kavya@example.com')).toHaveLength(2);

    const list = await call(app, { method: 'GET', url: '/api/lead/allLeads?section=free', token: admin.token });
    expect(list.body.data.freeContent).toContainEqual(expect.objectContaining({ email: 'kavya@example.com', gender: 'free', label: EBOOK_LEAD_LABEL, requests: 2 }));
    expect(list.body.data.freeTotal).toBe(2);
    await setEbook(EBOOK_PATH);
  });

  it('mails the e-book an admin set at /admin/content, and keeps a page saved before the e-book had an address', async () => {
    const raw = async () => (await call(app, { method: 'GET', url: '/api/admin/content/pages.landingVariants', token: admin.token })).body.data.value;
    const put = (value: object) => call(app, { method: 'PUT', url: '/api/content/pages.landingVariants', token: admin.token, payload: value });
    const ebookPending = async () =>
      (await call(app, { method: 'GET', url: '/api/admin/launch-checklist', token: admin.token })).body.data.items.find((i: { id: string }) => i.id === 'ebook').pending;
    expect(await ebookPending()).toBe(true);
    const value = await raw();
    expect((await put({ ...value, ebook: { ...value.ebook, fileUrl: 'javascript:alert(1)' } })).status).toBe(400);
    expect((await put({ ...value, ebook: { ...value.ebook, fileUrl: 'https://files.thelazytrader.in/free-ebook.pdf' } })).status).toBe(200);
    expect(await ebookPending()).toBe(false);
    await ask(gift('ravi@example.com'));
    expect(mailText((await ebookMails('ravi@example.com'))[0])).toContain('https://files.thelazytrader.in/free-ebook.pdf');

    // A value stored before fileUrl existed keeps its copy and reads the placeholder as its address,
    // which visitors are not offered (issue 26 §8).
    const { fileUrl: _dropped, ...older } = (await raw()).ebook;
    await app.db.execute(sql`update site_content set value = jsonb_set(value, '{ebook}', ${JSON.stringify({ ...older, headline: 'Edited before the address existed' })}::jsonb) where key = 'pages.landingVariants'`);
    expect((await raw()).ebook).toMatchObject({ headline: 'Edited before the address existed', fileUrl: EBOOK_PATH });
    const read = await call(app, { method: 'GET', url: '/api/content/values?keys=pages.landingVariants' });
    expect(read.body.data['pages.landingVariants'].ebook).toMatchObject({ headline: 'Edited before the address existed', fileUrl: '' });
  });

  it('sends no e-book to other leads', async () => {
    expect((await ask({ ...gift('other@example.com'), gender: 'male' })).status).toBe(200);
    expect((await ask({ ...gift('gift@example.com'), label: 'Gift form 1' })).status).toBe(200);
    expect(await ebookMails('other@example.com')).toEqual([]);
    expect(await ebookMails('gift@example.com')).toEqual([]);
  });
});
