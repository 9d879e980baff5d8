import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { auditLog } from '../../db/schema/index.ts';
import { makeUser, PASSWORD } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';

// Finding 6 of issue 9: ten wrong passwords from anywhere locked the e-mail, owner included.
const app = await testApp({
  limits: { loginPerIpPerMin: 1000, loginFailuresPerEmailAndIpPer15Min: 10, loginFailuresPerIpPerHour: 25, loginFailuresAuditPer15Min: 10 },
});
const attempt = (email: string, remoteAddress: string, password = 'Wrong-pass1') =>
  call(app, { method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });
const audits = (userId: string) =>
  app.db.select().from(auditLog).where(and(eq(auditLog.action, 'login.repeated_failures'), eq(auditLog.targetUserId, userId)));

describe('login lockout', () => {
  it("locks the pair (e-mail, address) after 10 failures, never the owner's right password from elsewhere", async () => {
    const { user } = await makeUser(app);
    for (let i = 0; i < 10; i++) expect((await attempt(user.email, '10.1.0.2')).status).toBe(403);
    const locked = await attempt(user.email, '10.1.0.2');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ status: false, code: 429, message: MSG.tooManyRequests });
    // Even the right password from the attacker's address waits out the window.
    expect((await attempt(user.email, '10.1.0.2', PASSWORD)).status).toBe(429);
    // The upper-case spelling is the same e-mail.
    expect((await attempt(user.email.toUpperCase(), '10.1.0.2')).status).toBe(429);

    const owner = await attempt(user.email, '10.1.0.3', PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.data.user._id).toBe(user.id);
    // A wrong password from the owner's address is still answered, not refused.
    expect((await attempt(user.email, '10.1.0.3')).status).toBe(403);
  });

  it('counts only failures: successes never lock, and a success clears its pair', async () => {
    const { user } = await makeUser(app);
    for (let i = 0; i < 12; i++) expect((await attempt(user.email, '10.2.0.2', PASSWORD)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await attempt(user.email, '10.2.0.2')).status).toBe(403);
    expect((await attempt(user.email, '10.2.0.2', PASSWORD)).status).toBe(200);
    // The pair starts again: nine more failures are still answered.
    for (let i = 0; i < 9; i++) expect((await attempt(user.email, '10.2.0.2')).status).toBe(403);
    expect((await attempt(user.email, '10.2.0.2', PASSWORD)).status).toBe(200);
  });

  it('caps the failures of one address across e-mails', async () => {
    // 25 failures an hour per address here, whatever the e-mails (unknown ones count too).
    for (let i = 0; i < 25; i++) expect((await attempt(`probe${i}@example.com`, '10.3.0.2')).status).toBe(403);
    expect((await attempt('probe-next@example.com', '10.3.0.2')).status).toBe(429);
    const { user } = await makeUser(app);
    expect((await attempt(user.email, '10.3.0.2', PASSWORD)).status).toBe(429);
    expect((await attempt(user.email, '10.3.0.3', PASSWORD)).status).toBe(200);
  });

  it('writes one audit row per window when an account crosses the threshold, spread over addresses', async () => {
    const { user } = await makeUser(app);
    for (let i = 0; i < 9; i++) await attempt(user.email, `10.4.0.${i + 1}`);
    expect(await audits(user.id)).toHaveLength(0);
    await attempt(user.email, '10.4.0.10');
    const rows = await audits(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: null, ip: '10.4.0.10', data: { failures: 10, window: '15 minutes' } });
    expect(JSON.stringify(rows[0])).not.toContain('Wrong-pass1');
    // Not one row per attempt: further failures in the window add nothing.
    for (let i = 0; i < 5; i++) await attempt(user.email, `10.4.1.${i + 1}`);
    expect(await audits(user.id)).toHaveLength(1);
    // The owner still gets in from a fresh address.
    expect((await attempt(user.email, '10.4.2.1', PASSWORD)).status).toBe(200);
  });

  it('still limits every attempt per address per minute (the route limit)', async () => {
    const strict = await testApp({ limits: { loginPerIpPerMin: 3 } });
    const { user } = await makeUser(strict);
    const tryIt = (ip: string) =>
      call(strict, { method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email: user.email, password: PASSWORD } });
    for (let i = 0; i < 3; i++) expect((await tryIt('10.5.0.2')).status).toBe(200);
    expect((await tryIt('10.5.0.2')).status).toBe(429);
    expect((await tryIt('10.5.0.3')).status).toBe(200);
  });
});
