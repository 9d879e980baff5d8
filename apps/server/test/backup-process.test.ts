import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../src/seed/demo-logins.ts';
import { processDatabase } from './loopback.ts';
import { freePort, hasPgDump, type Proc, runTs, waitForHealth } from './process.ts';

// Issue 28 §7 on real processes: a backup of a RUNNING server, restored into a fresh DATA_DIR (and,
// in the PostgreSQL run, a fresh database), then a server there that a member who existed before
// signs in to, and sees an admin's post with its image.
const onPostgres = !!process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const tmpDir = (name: string) => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), `tlt-${name}-`));
  dirs.push(d);
  return d;
};
const dbs: { drop: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  for (const db of dbs) await db.drop();
});

const admin = DEMO_LOGINS.find((d) => d.role === 'admin')!;
const member = DEMO_LOGINS.find((d) => d.email === 'trader@example.com')!;

async function api(port: number, url: string, body: unknown, token?: string) {
  const r = await fetch(`http://127.0.0.1:${port}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: r.status, body: await r.json() };
}

const login = async (port: number, who: { email: string; password: string }) => {
  const r = await api(port, '/auth/login', { email: who.email, password: who.password });
  expect(r.status).toBe(200);
  return r.body.data.token as string;
};

async function startServer(dataDir: string, databaseUrl: string | undefined) {
  const port = await freePort();
  const server = runTs('src/server.ts', [], {
    DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl ?? '', DEMO_DATA: 'true', RATE_LIMIT_PER_MIN: '0',
  });
  await waitForHealth(port, server, 90_000);
  return { port, server };
}

async function stop(server: Proc) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

const cli = async (entry: string, args: string[], env: Record<string, string>) => {
  const p = runTs(entry, args, env);
  return { code: await p.exited, output: p.output() };
};

describe.skipIf(onPostgres && !hasPgDump)('backups of a running server (issue 28 §7)', () => {
  it('db:backup while the server runs; db:restore into a fresh folder; a member who existed before signs in and sees a post with its image', async () => {
    const first = tmpDir('backup-live');
    const firstDb = onPostgres ? await processDatabase(process.env.TEST_DATABASE_URL!) : undefined;
    if (firstDb) dbs.push(firstDb);
    const env = (dataDir: string, url?: string) => ({ DATA_DIR: dataDir, DATABASE_URL: url ?? '' });

    const a = await startServer(first, firstDb?.url);
    let chart: Buffer;
    let location: string;
    const file = path.join(tmpDir('backup-files'), 'site.tar');
    try {
      // An admin's post with a chart, as the site makes them.
      const adminToken = await login(a.port, admin);
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } }).png().toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'chart.png');
      const up = await fetch(`http://127.0.0.1:${a.port}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form });
      expect(up.status).toBe(200);
      location = (await up.json()).data.location;
      chart = Buffer.from(await (await fetch(`http://127.0.0.1:${a.port}${location}`)).arrayBuffer());
      const post = { title: 'Backed-up breakout on Nifty', images: [location], tags: ['Intraday'], targetPrice1: 22600, stopLoss: 22400, risk: 1.5 };
      expect((await api(a.port, '/post/create', post, adminToken)).status).toBe(200);

      // The backup, while the server runs; and a restore over the running server, refused.
      const backup = await cli('src/cli/db-backup.ts', [file], env(first, firstDb?.url));
      expect(backup.output).toMatch(/Backup written to .*site\.tar/);
      expect(backup.code).toBe(0);
      // The embedded database's server writes it; on PostgreSQL pg_dump runs here, and says nothing of a server.
      if (onPostgres) expect(backup.output).not.toContain('(by the running server)');
      else expect(backup.output).toContain('(by the running server)');
      const over = await cli('src/cli/db-restore.ts', [file], env(first, firstDb?.url));
      expect(over.code).toBe(1);
      expect(over.output).toContain(onPostgres
        ? 'Cannot restore: The database at DATABASE_URL already has tables'
        : `Cannot restore: A server is running on ${first}: stop it before restoring`);

      // Written after the backup: not in it.
      expect((await api(a.port, '/post/create', { ...post, title: 'Written after the backup' }, adminToken)).status).toBe(200);
      // The site still serves after the backup.
      expect((await fetch(`http://127.0.0.1:${a.port}/api/health`)).status).toBe(200);
    } finally {
      await stop(a.server);
    }

    // Restored into a fresh folder (and database), then served from there.
    const second = tmpDir('backup-restored');
    fs.rmSync(second, { recursive: true }); // a DATA_DIR that does not exist yet is empty too
    const secondDb = onPostgres ? await processDatabase(process.env.TEST_DATABASE_URL!) : undefined;
    if (secondDb) dbs.push(secondDb);
    const restore = await cli('src/cli/db-restore.ts', [file], env(second, secondDb?.url));
    expect(restore.output).toMatch(/Restored from .*site\.tar .*: \d+ users, \d+ posts, 1 images\./);
    expect(restore.code).toBe(0);

    const b = await startServer(second, secondDb?.url);
    try {
      const token = await login(b.port, member);
      const feed = await api(b.port, '/post/allPosts', {}, token);
      expect(feed.status).toBe(200);
      const titles = feed.body.data.posts.map((p: { title: string }) => p.title);
      expect(titles).not.toContain('Written after the backup');
      const kept = feed.body.data.posts.find((p: { title: string }) => p.title === 'Backed-up breakout on Nifty');
      expect(kept?.images).toEqual([location]);
      const image = await fetch(`http://127.0.0.1:${b.port}${location}`);
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer()).equals(chart)).toBe(true);
    } finally {
      await stop(b.server);
    }
    // Four server and CLI processes, two databases opened and migrated on a shared two-core machine. A limit, not a measure.
  }, 300_000);
});
