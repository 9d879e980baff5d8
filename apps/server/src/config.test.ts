import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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

  it('requires a signing secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', RAZORPAY_KEY_SECRET: 's3cr3t-from-env' }).payments.keySecret).toBe('s3cr3t-from-env');
  });
});
