import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResets, renewalTokens, sessions } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';

const app = await testApp();
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

/** Runs a daily cleanup the way its schedule does: one job through the queue. */
async function runJob(name: string) {
  await app.jobs.send(name);
  await app.jobs.drain();
}

describe('the daily cleanup of expired rows', () => {
  it('sessions: deletes the expired and the revoked, keeps the live ones (which still sign in)', async () => {
    const { user, token: live } = await makeUser(app);
    const rows = await app.db.insert(sessions).values([
      { userId: user.id, tokenHash: hashToken(newToken()), expiresAt: ago(1000) },
      { userId: user.id, tokenHash: hashToken(newToken()), expiresAt: ahead(HOUR), revokedAt: ago(1000) },
    ]).returning({ id: sessions.id });
    await runJob('auth.dead-sessions');
    expect(await app.db.select().from(sessions).where(inArray(sessions.id, rows.map((r) => r.id)))).toEqual([]);
    expect((await app.db.select().from(sessions).where(inArray(sessions.tokenHash, [hashToken(live)])))).toHaveLength(1);
    expect((await call(app, { method: 'GET', url: '/api/auth', token: live })).status).toBe(200);
  });

  // A reset link and a renewal link are the same kind of one-time token: one rule, one check each.
  for (const [what, table, job] of [
    ['reset links', passwordResets, 'password.dead-reset-tokens'],
    ['renewal tokens', renewalTokens, 'billing.dead-renewal-tokens'],
  ] as const) {
    it(`${what}: deletes the expired and the used, keeps one still usable`, async () => {
      const { user } = await makeUser(app);
      const [expired, used, usable] = [newToken(), newToken(), newToken()].map(hashToken);
      await app.db.insert(table).values([
        { tokenHash: expired, userId: user.id, expiresAt: ago(1000) },
        { tokenHash: used, userId: user.id, expiresAt: ahead(HOUR), usedAt: ago(1000) },
        { tokenHash: usable, userId: user.id, expiresAt: ahead(HOUR) },
      ]);
      await runJob(job);
      const left = await app.db.select({ h: table.tokenHash }).from(table).where(inArray(table.tokenHash, [expired, used, usable]));
      expect(left.map((r) => r.h)).toEqual([usable]);
    });
  }

  it('sessions are deleted in bounded batches until none is left', async () => {
    const { user } = await makeUser(app);
    await app.db.insert(sessions).values(Array.from({ length: 1500 }, () => ({ userId: user.id, tokenHash: hashToken(newToken()), expiresAt: ago(HOUR) })));
    await runJob('auth.dead-sessions');
    const left = await app.db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.userId, [user.id]));
    expect(left).toHaveLength(1); // makeUser's live session
  });
});
