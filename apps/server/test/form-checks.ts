import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { testApp } from './helper.ts';

type Answer = { status: number; body?: { message?: string } };

/** Each case's fields over the valid `body` answer 400 with the case's message (the spec's, where it has one). */
export async function expectFieldMessages(send: (payload: object) => Promise<Answer>, body: (extra: object) => object, cases: [object, unknown][]) {
  for (const [extra, message] of cases) {
    const r = await send(body(extra));
    expect(r.status, JSON.stringify(extra)).toBe(400);
    expect(r.body?.message).toEqual(message);
  }
}

/** A public form is rate limited per IP: on an app that allows one a minute, the second send is 429. */
export async function expectRateLimitedPerIp(send: (app: FastifyInstance) => Promise<Answer>) {
  const limited = await testApp({ limits: { sensitivePerMin: 1 } });
  expect((await send(limited)).status).toBe(200);
  expect((await send(limited)).status).toBe(429);
}

/**
 * An admin list: each of the `bad` query strings is a 400, `fine` a 200 for the admin; visitors get
 * 401 and members 403. `list(qs, token)` calls it (the admin's token when `token` is not given).
 */
export async function expectAdminListGuards(
  list: (qs: string, token?: string) => Promise<Answer>, memberToken: string, bad: string[], fine: string,
) {
  for (const qs of bad) expect((await list(qs)).status, qs).toBe(400);
  expect((await list(fine)).status).toBe(200);
  expect((await list('', '')).status).toBe(401);
  expect((await list('', memberToken)).status).toBe(403);
}
