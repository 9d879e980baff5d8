import { describe, expect, it } from 'vitest';
import { LANGUAGE_MSG } from '@tlt/shared/profile';
import { mailsTo, makeUser, paidOrder, signupBody } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { mailSubject, mailText } from '../../../test/mail.ts';

const app = await testApp();
const HINDI_DATE = /\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}/;

/** Issue 30 §2: the member's `language`, set at signup from the page's language, read and changed by the member. */
describe('the member\'s language', () => {
  it('is Hindi for a member who signed up on a Hindi page (Accept-Language: hi), and their receipt is Hindi', async () => {
    const { email, proof } = await paidOrder(app, { planId: 2 });
    const r = await call(app, { method: 'POST', url: '/api/auth/signup', headers: { 'accept-language': 'hi' }, payload: signupBody(email, proof) });
    expect(r.status).toBe(200);
    expect(r.body.data.user.language).toBe('hi');
    expect((await call(app, { method: 'GET', url: '/api/auth', token: r.body.data.token })).body.data.language).toBe('hi');

    await expect.poll(() => mailsTo(app, email).length).toBe(1);
    const [receipt] = mailsTo(app, email);
    expect(mailSubject(receipt)).toBe('पेमेंट की रसीद: Half-Yearly मेंबरशिप | The Lazy Trader');
    const text = mailText(receipt);
    expect(text).toContain('पेमेंट के लिए धन्यवाद। The Lazy Trader की आपकी मेंबरशिप चालू है।');
    expect(text).toContain('चुकाई गई रकम: ₹17,999');
    expect(text).toMatch(new RegExp(`मेंबरशिप की अवधि: ${HINDI_DATE.source} से ${HINDI_DATE.source} तक`));
    expect(text).toContain('रिफंड की शर्तें:');
  });

  it('is English without the header (and for other languages), and the receipt stays English', async () => {
    for (const header of [undefined, 'fr-FR,fr;q=0.9', 'en-IN,hi;q=0.5']) {
      const { email, proof } = await paidOrder(app, { planId: 2 });
      const r = await call(app, { method: 'POST', url: '/api/auth/signup', headers: header ? { 'accept-language': header } : {}, payload: signupBody(email, proof) });
      expect(r.body.data.user.language, header).toBe('en');
      await expect.poll(() => mailsTo(app, email).length).toBe(1);
      expect(mailSubject(mailsTo(app, email)[0])).toBe('Payment receipt: Half-Yearly membership | The Lazy Trader');
    }
  });

  it('the member changes it with the profile update; anything but en or hi is refused with a clear 400', async () => {
    const { token } = await makeUser(app);
    expect((await call(app, { method: 'GET', url: '/api/auth', token })).body.data.language).toBe('en');
    const set = await call(app, { method: 'PATCH', url: '/api/user/update', token, payload: { language: 'hi' } });
    expect(set.status).toBe(200);
    expect(set.body.data.language).toBe('hi');
    expect((await call(app, { method: 'GET', url: '/api/auth', token })).body.data.language).toBe('hi');
    const bad = await call(app, { method: 'PATCH', url: '/api/user/update', token, payload: { language: 'fr' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(LANGUAGE_MSG);
    expect((await call(app, { method: 'GET', url: '/api/auth', token })).body.data.language).toBe('hi');
  });

  it('an admin sees it on the member\'s page', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    const { user } = await makeUser(app, { language: 'hi' });
    const r = await call(app, { method: 'GET', url: `/api/user/${user.id}/detail`, token: admin.token });
    expect(r.status).toBe(200);
    expect(r.body.data.member.language).toBe('hi');
  });
});
