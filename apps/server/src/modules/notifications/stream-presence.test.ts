import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { livePresence } from '../../db/schema/index.ts';
import { atFileEnd, testDatabase } from '../../../test/helper.ts';
import { StreamPresence } from './stream-presence.ts';

const database = await testDatabase();
atFileEnd(() => database.close());
const { db } = database;

const rowsOf = async (p: StreamPresence) =>
  new Set((await db.select({ userId: livePresence.userId }).from(livePresence).where(eq(livePresence.processId, p.processId))).map((r) => r.userId));

describe('live presence written in batches', () => {
  it('200 streams opening at once are a few statements, not 200; the last call per user decides', async () => {
    const p = new StreamPresence(db, pino({ level: 'silent' }));
    const users = Array.from({ length: 200 }, () => randomUUID());
    const insert = vi.spyOn(db, 'insert');
    const execute = vi.spyOn(db, 'execute');
    const del = vi.spyOn(db, 'delete');
    for (const u of users) void p.joined(u);
    // An open then a close before anything was written: no row for that user.
    void p.left(users[0]);
    await p.settled();
    expect(insert.mock.calls.length + execute.mock.calls.length + del.mock.calls.length).toBeLessThanOrEqual(3);
    expect(await rowsOf(p)).toEqual(new Set(users.slice(1)));

    for (const u of users.slice(1, 101)) void p.left(u);
    void p.joined(users[0]);
    await p.settled();
    expect(await rowsOf(p)).toEqual(new Set([users[0], ...users.slice(101)]));
    vi.restoreAllMocks();
    await p.clear();
    expect(await rowsOf(p)).toEqual(new Set());
  });
});
