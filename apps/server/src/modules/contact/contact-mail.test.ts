import { describe, expect, it } from 'vitest';
import { contactQueries } from '../../db/schema/index.ts';
import { mailsTo } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { mailSubject, mailText } from '../../../test/mail.ts';

const app = await testApp({ fresh: true });
const create = (payload: object) => call(app, { method: 'POST', url: '/api/contactus/createQuery', payload });

describe('POST /api/contactus/createQuery mails the sender (issue 14 §9)', () => {
  it('queues "we received your query" with what they wrote, sent by the job queue', async () => {
    const r = await create({ name: 'Meera Iyer', email: 'meera@example.com', contactNo: '9123456780', message: 'How do I renew <early>?' });
    expect(r.status).toBe(200);
    expect(mailsTo(app, 'meera@example.com')).toEqual([]);
    await app.jobs.drain();
    const [mail, ...more] = mailsTo(app, 'meera@example.com');
    expect(more).toEqual([]);
    expect(mailSubject(mail)).toBe('We received your query | The Lazy Trader');
    const text = mailText(mail);
    expect(text).toContain('Hi Meera Iyer,');
    expect(text).toContain('Your message: How do I renew <early>?');
    expect(text).toContain('within one working day');
    expect(mail).toContain('How do I renew &lt;early&gt;?');
  });

  it('stores no query and queues no mail when the input is refused', async () => {
    const before = await app.db.$count(contactQueries);
    expect((await create({ name: 'X', email: 'refused@example.com', message: '' })).status).toBe(400);
    await app.jobs.drain();
    expect(await app.db.$count(contactQueries)).toBe(before);
    expect(mailsTo(app, 'refused@example.com')).toEqual([]);
  });
});
