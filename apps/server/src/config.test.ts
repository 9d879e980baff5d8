import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { configProblems, LOADABLE_PRODUCTION_ENV } from '../test/production-env.ts';

describe('loadConfig', () => {
  it('has safe development defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(path.isAbsolute(c.dataDir)).toBe(true);
    expect(c.dataDir.endsWith(`${path.sep}data`)).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.demoData).toBe(true);
    expect(c.payments.provider).toBe('test');
    expect(c.storage.kind).toBe('local');
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('turns demo data off by default on PostgreSQL, and DEMO_DATA decides when given', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('lists every problem at once', () => {
    let err: ConfigError | undefined;
    try {
      loadConfig({
        PORT: 'abc', DATABASE_URL: 'mysql://x', PAYMENT_PROVIDER: 'razorpay', STORAGE: 's3',
        ADMIN_PASSWORD: 'long-enough', SMTP_URL: 'not a url', DEMO_DATA: 'maybe',
      });
    } catch (e) {
      err = e as ConfigError;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const keys = err!.problems.map((p) => p.split(':')[0]);
    expect(keys).toEqual(expect.arrayContaining([
      'PORT', 'DATABASE_URL', 'SMTP_URL', 'DEMO_DATA', 'ADMIN_EMAIL', 'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY',
    ]));
    expect(err!.message).toContain('PORT');
  });

  const production = { ...LOADABLE_PRODUCTION_ENV, RAZORPAY_KEY_SECRET: 's3cr3t-from-env' };
  const problemsOf = configProblems;

  it('production: Razorpay by default, no demo data, every missing secret and address listed', () => {
    const c = loadConfig(production);
    expect(c.payments).toMatchObject({ provider: 'razorpay', keySecret: 's3cr3t-from-env' });
    expect(c.demoData).toBe(false);
    const keys = problemsOf({ NODE_ENV: 'production' }).map((p) => p.split(':')[0]);
    expect(keys).toEqual([
      'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'PUBLIC_URL', 'SMTP_URL',
      'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT', 'LINK_SECRET',
    ]);
  });

  it('production refuses test payments and demo data', () => {
    expect(problemsOf({ ...production, PAYMENT_PROVIDER: 'test' })).toEqual([expect.stringMatching(/^PAYMENT_PROVIDER: use razorpay in production/)]);
    expect(problemsOf({ ...production, DEMO_DATA: 'yes' })).toEqual([expect.stringMatching(/^DEMO_DATA: demo data is never seeded in production/)]);
    expect(problemsOf({ ...production, DEMO_DATA: 'false' })).toEqual([]);
    // In development test payments stay the default.
    expect(loadConfig({ NODE_ENV: 'development' }).payments.provider).toBe('test');
  });

  it('production on PostgreSQL: local uploads only when UPLOADS_SHARED says every process shares the folder (issue 28 §5)', () => {
    const pg = { ...production, DATABASE_URL: 'postgres://u@db/tlt' };
    expect(problemsOf(pg)).toEqual([expect.stringMatching(/^STORAGE: .*UPLOADS_SHARED=true/)]);
    // Listed with the other problems, not instead of them.
    expect(problemsOf({ ...pg, LINK_SECRET: '' }).map((p) => p.split(':')[0])).toEqual(['LINK_SECRET', 'STORAGE']);
    expect(problemsOf({ ...pg, UPLOADS_SHARED: 'true' })).toEqual([]);
    expect(problemsOf({ ...pg, UPLOADS_SHARED: 'false' })).toHaveLength(1);
    const s3 = { STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(problemsOf({ ...pg, ...s3 })).toEqual([]);
    // One process on the embedded database, and development on PostgreSQL, keep the local folder.
    expect(problemsOf(production)).toEqual([]);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/tlt' }).storage.kind).toBe('local');
  });

  it('NODE_ENV=test has production\'s defaults: no test checkout and no demo data unless asked for (issue 27 §7)', () => {
    const env = { NODE_ENV: 'test', DATA_DIR: '/tmp/tlt-config-test' };
    // Unasked, a site started with `test` is not a free checkout: Razorpay, whose keys it requires.
    expect(problemsOf(env).map((p) => p.split(':')[0])).toEqual(['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET']);
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_k', RAZORPAY_KEY_SECRET: 'k', RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect(loadConfig({ ...env, ...keys })).toMatchObject({ demoData: false, payments: { provider: 'razorpay' } });
    // Test suites, bench and lighthouse ask for them.
    expect(loadConfig({ ...env, PAYMENT_PROVIDER: 'test', DEMO_DATA: 'true' })).toMatchObject({ demoData: true, payments: { provider: 'test' } });
    // Production refuses even when asked.
    expect(problemsOf({ ...production, PAYMENT_PROVIDER: 'test', DEMO_DATA: 'true' }).map((p) => p.split(':')[0])).toEqual(['PAYMENT_PROVIDER', 'DEMO_DATA']);
  });

  it('nightly backups: into DATA_DIR/backups, seven kept, at 02:30 India time, unless told otherwise (issue 28 §7)', () => {
    const d = loadConfig({ DATA_DIR: '/tmp/tlt-config-test' });
    expect(d.backups).toEqual({ dir: '/tmp/tlt-config-test/backups', keep: 7, cron: '30 2 * * *' });
    expect(loadConfig({ BACKUP_DIR: '/srv/backups', BACKUP_KEEP: '0', BACKUP_CRON: '0 4 * * 0' }).backups)
      .toEqual({ dir: '/srv/backups', keep: 0, cron: '0 4 * * 0' });
    expect(problemsOf({ BACKUP_KEEP: '-1', BACKUP_CRON: 'nightly' }).map((p) => p.split(':')[0])).toEqual(['BACKUP_KEEP', 'BACKUP_CRON']);
  });
});
