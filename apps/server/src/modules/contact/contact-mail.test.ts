import { describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { contactQueries } from '../../db/schema/index.ts';
import { mailsTo } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { mailSubject, mailText } from '../../../test/mail.ts';

const app = await testApp({ fresh: true });
const create = (payload: object) => call(app, { method: 'POST', url: '/api/contactus/createQuery', payload });

describe('POST /api/contactus/createQuery mails the sender (issue 14 §9)', () => {
  it('queues "we received your query" greeting the first name only, with nothing else the sender wrote (issue 27 §6)', async () => {
    const r = await create({ name: 'Meera Iyer', email: 'meera@example.com', contactNo: '9123456780', message: 'How do I renew <early>? Visit http://spam.example' });
    expect(r.status).toBe(200);
    expect(mailsTo(app, 'meera@example.com')).toEqual([]);
    await app.jobs.drain();
    const [mail, ...more] = mailsTo(app, 'meera@example.com');
    expect(more).toEqual([]);
    expect(mailSubject(mail)).toBe('We received your query | The Lazy Trader');
    const text = mailText(mail);
    expect(text).toContain('Hi Meera,');
    expect(text).toContain('within one working day');
    // The acknowledgement goes to an address nobody proved is theirs: it must not carry their text.
    for (const written of ['Iyer', 'renew', 'early', 'spam.example', '9123456780']) expect(mail).not.toContain(written);
  });

  it('answers in the language of the page the query came from: Accept-Language hi gives the Hindi acknowledgement (issue 30 §6)', async () => {
    const r = await call(app, {
      method: 'POST', url: '/api/contactus/createQuery', headers: { 'accept-language': 'hi' },
      payload: { name: 'राहुल शर्मा', email: 'rahul.hi@example.com', message: 'नमस्ते' },
    });
    expect(r.status).toBe(200);
    await app.jobs.drain();
    const [mail] = mailsTo(app, 'rahul.hi@example.com');
    expect(mailSubject(mail)).toBe('हमें आपका सवाल मिल गया है | The Lazy Trader');
    const text = mailText(mail);
    expect(text).toContain('नमस्ते राहुल,');
    expect(text).toContain('आम तौर पर एक कामकाजी दिन के अंदर');
    expect(text).not.toContain('Thank you');
    expect(mail).not.toContain('http');
  });

  it('greets a name that is not a plain first name generically: no link, no second line, nothing long', async () => {
    const cases: Array<[string, string]> = [
      ['Win money at http://x.y', 'Hi Win,'],
      ['http://x.y', 'Hi there,'],
      ['www.cheap-pills.example now', 'Hi there,'],
      ['Anne-Marie O’Neil', 'Hi Anne-Marie,'],
      ['Lukas\nBuy at x.y', 'Hi Lukas,'],
      ['A'.repeat(60), 'Hi there,'],
    ];
    for (const [i, [name]] of cases.entries())
      expect((await create({ name, email: `greet${i}@example.com`, message: 'Hello' })).status).toBe(200);
    await app.jobs.drain();
    for (const [i, [name, greeting]] of cases.entries()) {
      const [mail] = mailsTo(app, `greet${i}@example.com`);
      expect(mailText(mail), name).toContain(greeting);
      for (const bad of ['http', 'x.y', 'cheap-pills', 'Buy', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) expect(mail, name).not.toContain(bad);
    }
  });

  it('sends at most 3 acknowledgements to one address a day; the 4th query is stored but not acknowledged', async () => {
    const before = await app.db.$count(contactQueries);
    for (const email of ['ravi@example.com', 'ravi@example.com', 'Ravi@Example.com', 'RAVI@example.com']) {
      const r = await create({ name: 'Ravi', email, message: 'Please call me back' });
      expect(r.status).toBe(200);
      expect(r.body.message).toBe(MSG.contactSuccess);
    }
    await app.jobs.drain();
    expect(await app.db.$count(contactQueries)).toBe(before + 4);
    expect(mailsTo(app, 'ravi@example.com')).toHaveLength(3);
    // Another address is not held back by Ravi's.
    expect((await create({ name: 'Sita', email: 'sita@example.com', message: 'Hi' })).status).toBe(200);
    await app.jobs.drain();
    expect(mailsTo(app, 'sita@example.com')).toHaveLength(1);
  });

  it('stores no query and queues no mail when the input is refused', async () => {
    const before = await app.db.$count(contactQueries);
    expect((await create({ name: 'X', email: 'refused@example.com', message: '' })).status).toBe(400);
    await app.jobs.drain();
    expect(await app.db.$count(contactQueries)).toBe(before);
    expect(mailsTo(app, 'refused@example.com')).toEqual([]);
  });
});
