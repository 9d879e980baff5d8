import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sqlState } from '../../lib/db-errors.ts';
import { HttpError, tooManyRequests } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { findUserByEmail } from '../user-record/service.ts';


const PAIR_WINDOW_MS = 15 * 60_000;
const ADDRESS_WINDOW_MS = 60 * 60_000;
const ACCOUNT_WINDOW_MS = 15 * 60_000;

/**
 * Failed logins (docs/decisions/0003). They lock the pair (e-mail, address) and the address,
 * never the e-mail alone: a stranger's failures must not refuse the owner's right password
 * from the owner's own address. Failures on one e-mail from everywhere are counted too,
 * only to tell the admin (one audit row per window). Counters are the rate limits' own, so on
 * PostgreSQL every API process sees the same counts.
 */
export function loginLockout(app: FastifyInstance) {
  const { counters } = app;
  const limits = app.config.limits;
  const keys = (email: string, ip: string) => {
    const e = email.trim().toLowerCase();
    // An IPv6 client owns its /64: counting single addresses would give it billions.
    const a = normalizeIP(ip);
    return { pair: `login-fail:${a}|${e}`, address: `login-fail-ip:${a}`, account: `login-fail-email:${e}`, email: e, ip: a };
  };

  /** Before the password is checked: 429 once the pair or the address has failed too often. */
  async function check(email: string, ip: string, log: FastifyBaseLogger) {
    const k = keys(email, ip);
    const [pair, address] = await Promise.all([counters.peek(k.pair), counters.peek(k.address)]).catch((err) => {
      log.warn({ code: sqlState(err) }, 'login lockout counters failed: not checked');
      return [{ hits: 0 }, { hits: 0 }];
    });
    if (pair.hits >= limits.loginFailuresPerEmailAndIpPer15Min || address.hits >= limits.loginFailuresPerIpPerHour)
      throw tooManyRequests();
  }

  async function failed(email: string, ip: string, log: FastifyBaseLogger) {
    const k = keys(email, ip);
    const [, , account] = await Promise.all([
      counters.hit(k.pair, PAIR_WINDOW_MS),
      counters.hit(k.address, ADDRESS_WINDOW_MS),
      counters.hit(k.account, ACCOUNT_WINDOW_MS),
    ]);
    // Exactly one hit per window reaches the threshold, whichever process counted it.
    if (account.hits === limits.loginFailuresAuditPer15Min) await recordRepeatedFailures(k.email, k.ip, account.hits, log);
  }

  async function recordRepeatedFailures(email: string, ip: string, failures: number, log: FastifyBaseLogger) {
    const user = await findUserByEmail(app.db, email);
    // Unknown e-mails are recorded too (someone is probing); the address is the one that crossed the line.
    // Nothing else changes with it, so the entry is its own statement (no transaction to join).
    await recordAudit(app.db, {
      action: 'login.repeated_failures',
      actorId: null,
      targetUserId: user?.id ?? null,
      ip,
      data: { failures, window: '15 minutes', ...(user ? {} : { email }) },
    });
    log.warn({ userId: user?.id ?? null, ip, failures }, 'repeated failed logins on one account');
  }

  /**
   * Runs the login and counts its outcome. Only a wrong password (403) is a failure; a
   * right one (200, or 401/402 which come after the password matched) clears its pair.
   * A failing counter store opens the lockout (logged by the store) rather than answer 500.
   */
  async function guard<T>(email: string, ip: string, log: FastifyBaseLogger, attempt: () => Promise<T>): Promise<T> {
    const k = keys(email, ip);
    const settle = (p: Promise<unknown>) => p.catch((err) => log.warn({ code: sqlState(err) }, 'login lockout counters failed: not counted'));
    try {
      const result = await attempt();
      await settle(counters.clear(k.pair));
      return result;
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 403) await settle(failed(email, ip, log));
      else if (err instanceof HttpError && (err.statusCode === 401 || err.statusCode === 402)) await settle(counters.clear(k.pair));
      throw err;
    }
  }

  return { check, guard };
}
