import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { configProblems, LOADABLE_PRODUCTION_ENV } from '../../../test/production-env.ts';
import { loadVapidKeys, vapidFile } from './vapid.ts';
import { tempDirs } from '../../../test/temp-dirs.ts';

const production = LOADABLE_PRODUCTION_ENV;
const PAIR = { VAPID_PUBLIC_KEY: production.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: production.VAPID_PRIVATE_KEY };
const problemsOf = configProblems;

describe('push settings', () => {
  it('production lists each missing VAPID setting as a start-up problem', () => {
    expect(problemsOf(production)).toEqual([]);
    for (const key of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const) {
      const { [key]: _gone, ...env } = production;
      expect(problemsOf(env).map((p) => p.split(':')[0])).toContain(key);
    }
    const { VAPID_PUBLIC_KEY: _p, VAPID_PRIVATE_KEY: _k, VAPID_SUBJECT: _s, ...none } = production;
    expect(problemsOf(none).filter((p) => p.startsWith('VAPID'))).toEqual([
      expect.stringMatching(/^VAPID_PUBLIC_KEY: required in production/),
      expect.stringMatching(/^VAPID_PRIVATE_KEY: required in production/),
      expect.stringMatching(/^VAPID_SUBJECT: required in production/),
    ]);
  });

  it('refuses half a pair, a mismatched pair, a subject that is not mailto: or https:, and test origins in production', () => {
    expect(problemsOf({ VAPID_PUBLIC_KEY: PAIR.VAPID_PUBLIC_KEY })).toEqual([expect.stringMatching(/^VAPID_PRIVATE_KEY: .*go together/)]);
    const other = 'Xq3mJ8oD2m3vHfGmC9pZ3N4x1oQm2d5cYtJm0rU9aVc';
    expect(problemsOf({ ...PAIR, VAPID_PRIVATE_KEY: other })).toEqual([expect.stringMatching(/^VAPID_PUBLIC_KEY: is not the public half/)]);
    expect(problemsOf({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: PAIR.VAPID_PRIVATE_KEY }).map((p) => p.split(':')[0])).toContain('VAPID_PUBLIC_KEY');
    for (const subject of ['http://thelazytrader.example', 'ops@thelazytrader.example', 'mailto:'])
      expect(problemsOf({ VAPID_SUBJECT: subject }).map((p) => p.split(':')[0])).toEqual(['VAPID_SUBJECT']);
    expect(problemsOf({ ...production, PUSH_ENDPOINT_ALLOW: 'http://127.0.0.1:4000' })).toEqual([expect.stringMatching(/^PUSH_ENDPOINT_ALLOW: for tests only/)]);
    expect(problemsOf({ PUSH_ENDPOINT_ALLOW: 'http://127.0.0.1:4000/push' }).map((p) => p.split(':')[0])).toEqual(['PUSH_ENDPOINT_ALLOW']);
  });

  it('outside production: the subject is the support address, the allowed origins a clean list', () => {
    const c = loadConfig({ SUPPORT_EMAIL: 'help@thelazytrader.example', PUSH_ENDPOINT_ALLOW: ' http://127.0.0.1:4000 ,https://push.test:8443/' });
    expect(c.push).toEqual({ vapid: undefined, subject: 'mailto:help@thelazytrader.example', endpointAllow: ['http://127.0.0.1:4000', 'https://push.test:8443'] });
    expect(loadConfig(production).push).toEqual({
      vapid: { publicKey: PAIR.VAPID_PUBLIC_KEY, privateKey: PAIR.VAPID_PRIVATE_KEY }, subject: 'mailto:ops@thelazytrader.example', endpointAllow: [],
    });
  });
});

describe('the embedded default keys', () => {
  const tmpDir = tempDirs('tlt-vapid-');
  const dataDir = () => path.join(tmpDir(), 'data');
  const config = (dir: string) => loadConfig({ NODE_ENV: 'development', DATA_DIR: dir });

  it('generates a pair into DATA_DIR (readable by the owner only) and reuses it after a restart', async () => {
    const dir = dataDir();
    const first = await loadVapidKeys(config(dir));
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    const file = vapidFile(dir);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(first);
    // A restart: a new config, same DATA_DIR.
    expect(await loadVapidKeys(config(dir))).toEqual(first);
    expect(fs.readdirSync(dir)).toEqual(['vapid.json']);
  });

  it('two processes starting at once end with one pair', async () => {
    const dir = dataDir();
    const pairs = await Promise.all(Array.from({ length: 5 }, () => loadVapidKeys(config(dir))));
    expect(new Set(pairs.map((p) => p.publicKey)).size).toBe(1);
    expect(fs.readdirSync(dir)).toEqual(['vapid.json']);
  });

  it('never replaces a damaged file (that would orphan every subscription)', async () => {
    const dir = dataDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(vapidFile(dir), '{"publicKey":"x"}');
    await expect(loadVapidKeys(config(dir))).rejects.toThrow(/does not hold a VAPID key pair/);
    expect(fs.readFileSync(vapidFile(dir), 'utf8')).toBe('{"publicKey":"x"}');
  });

  it('keys from the environment are used as they are, with no file', async () => {
    const dir = dataDir();
    expect(await loadVapidKeys(loadConfig({ DATA_DIR: dir, ...PAIR }))).toEqual({ publicKey: PAIR.VAPID_PUBLIC_KEY, privateKey: PAIR.VAPID_PRIVATE_KEY });
    expect(fs.existsSync(dir)).toBe(false);
  });
});
