import { createECDH } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { type ConnectionLimits, defaultMaxConnections } from './lib/connection-limits.ts';

/** Environment variables, all of them (README lists each). Parsed once at start. */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    ADMIN_NAME: z.string().min(1).default('Admin'),
    // Unset: test in development, razorpay in test and production (paymentProviderOf).
    PAYMENT_PROVIDER: z.enum(['test', 'razorpay']).optional(),
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    // Razorpay's API address; a stand-in's in tests (refunds against a local server).
    RAZORPAY_API_URL: z.url().optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().default('The Lazy Trader <no-reply@localhost>'),
    STORAGE: z.enum(['local', 's3']).default('local'),
    // Production on PostgreSQL: the operator says every process sees one upload folder (issue 28 §5).
    UPLOADS_SHARED: bool.default(false),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('ap-south-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PUBLIC_URL: z.url().optional(),
    SUPPORT_EMAIL: z.email().default('support@thelazytrader.example'),
    SUPPORT_PHONE: z.string().default('+91 99999 99999'),
    DEMO_DATA: bool.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    GA_MEASUREMENT_ID: z.string().regex(/^G-[A-Z0-9]+$/).optional(),
    META_PIXEL_ID: z.string().regex(/^\d+$/).optional(),
    RATE_LIMIT_PER_MIN: z.coerce.number().int().min(0).default(600),
    // A page sends a batch every few seconds at most; phones behind one carrier NAT share an address.
    ANALYTICS_EVENTS_PER_MIN: z.coerce.number().int().min(1).default(120),
    TRUST_PROXY: bool.default(false),
    // Unset: the open-files limit less the descriptors kept for the database and files (lib/connection-limits.ts).
    MAX_CONNECTIONS: z.coerce.number().int().min(1).optional(),
    MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).default(64),
    // Web Push (docs/decisions/0025): keys as `npx web-push generate-vapid-keys` prints them.
    VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'a P-256 public key in URL-safe base64 (87 characters)').optional(),
    VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key in URL-safe base64 (43 characters)').optional(),
    VAPID_SUBJECT: z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+\S*)$/, 'a mailto: or https: URL').optional(),
    // Signs links in mails that work without signing in (invoice and credit-note PDFs; lib/signed-tokens.ts).
    LINK_SECRET: z.string().min(32, 'at least 32 characters (e.g. `openssl rand -base64 48`)').optional(),
    // The bearer of this token may read GET /metrics; unset, the route is not served (decision 0050-metrics).
    METRICS_TOKEN: z.string().min(16, 'at least 16 characters (e.g. `openssl rand -hex 24`)').optional(),
    // Errors logged at error level also go to Sentry (or a Sentry-compatible service) at this DSN; unset: off (decision 0053).
    SENTRY_DSN: z.url({ protocol: /^https?$/ }).optional(),
    SENTRY_ENVIRONMENT: z.string().min(1).optional(),
    PUSH_ENDPOINT_ALLOW: z.string().transform((list, ctx) => {
      const origins = list.split(',').map((o) => o.trim()).filter(Boolean).map((o) => URL.parse(o));
      if (origins.some((u) => !u || !/^https?:$/.test(u.protocol) || u.href !== `${u.origin}/`))
        ctx.addIssue({ code: 'custom', message: 'comma-separated origins such as http://127.0.0.1:4000 (no paths)' });
      return origins.map((u) => u?.origin ?? '');
    }).optional(),
    // Nightly backups (docs/decisions/0049-backups.md): where, how many kept, when (India time).
    BACKUP_DIR: z.string().optional(),
    BACKUP_KEEP: z.coerce.number().int().min(0).default(7),
    BACKUP_CRON: z.string().regex(/^\S+( \S+){4}$/, 'a cron expression of five fields, such as 30 2 * * *').default('30 2 * * *'),
  });

/**
 * Test payments by default in development only. `test` has production's defaults (a checkout anyone
 * can complete is there only when PAYMENT_PROVIDER=test says so); production refuses test payments.
 */
function paymentProviderOf(env: NodeJS.ProcessEnv): 'test' | 'razorpay' {
  if (env.PAYMENT_PROVIDER === 'test' || env.PAYMENT_PROVIDER === 'razorpay') return env.PAYMENT_PROVIDER;
  return (env.NODE_ENV ?? 'development') === 'development' ? 'test' : 'razorpay';
}

/** Rules across variables, checked on the raw values so they are listed with type errors. */
function crossChecks(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const need = (cond: boolean, key: string, why: string) => cond && problems.push(`${key}: ${why}`);
  if (!!env.ADMIN_EMAIL !== !!env.ADMIN_PASSWORD)
    need(true, env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL', 'ADMIN_EMAIL and ADMIN_PASSWORD go together');
  const production = env.NODE_ENV === 'production';
  if (paymentProviderOf(env) === 'razorpay')
    for (const k of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'])
      need(!env[k], k, 'required when PAYMENT_PROVIDER=razorpay (the default in production)');
  // Production never runs what gives the site away: a checkout anyone can sign, published demo logins.
  need(production && env.PAYMENT_PROVIDER === 'test', 'PAYMENT_PROVIDER',
    'use razorpay in production (test mode signs any order itself, so anyone could join without paying)');
  need(production && bool.safeParse(env.DEMO_DATA).data === true, 'DEMO_DATA',
    'demo data is never seeded in production (its accounts have published passwords); unset it');
  need(production && !env.PUBLIC_URL, 'PUBLIC_URL', 'required in production (links in mails point to it)');
  need(production && !env.SMTP_URL, 'SMTP_URL', 'required in production (without it receipts and password resets are only written to files)');
  if (!!env.VAPID_PUBLIC_KEY !== !!env.VAPID_PRIVATE_KEY)
    need(true, env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY', 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  else if (env.VAPID_PUBLIC_KEY && !vapidPairMatches(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY!))
    need(true, 'VAPID_PUBLIC_KEY', 'is not the public half of VAPID_PRIVATE_KEY');
  // Outside production the keys are generated into DATA_DIR; in production browsers' subscriptions hang on them.
  for (const k of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'])
    need(production && !env[k], k, 'required in production (web push; generate the keys with `npx web-push generate-vapid-keys`)');
  need(production && !env.LINK_SECRET, 'LINK_SECRET',
    'required in production (it signs the invoice and credit-note links in mails; the development key is published)');
  need(production && !!env.PUSH_ENDPOINT_ALLOW, 'PUSH_ENDPOINT_ALLOW',
    'for tests only: it lets push deliveries reach the listed (private) origins; unset it in production');
  if (env.STORAGE === 's3')
    for (const k of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      need(!env[k], k, 'required when STORAGE=s3');
  // Several processes on one PostgreSQL each write images to their own folder: the others answer 404 for them.
  need(production && !!env.DATABASE_URL && (env.STORAGE ?? 'local') === 'local' && bool.safeParse(env.UPLOADS_SHARED).data !== true,
    'STORAGE', 'local uploads with DATABASE_URL in production lose images between processes: use STORAGE=s3, '
    + 'or set UPLOADS_SHARED=true if every process mounts the same upload folder');
  return problems;
}

/** Whether the private key's public half is the given one (a swapped or stale pair fails every push). */
function vapidPairMatches(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey('base64url') === publicKey;
  } catch {
    return false; // the format is reported by the schema
  }
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute. Holds the embedded database, uploads and mail files. */
  dataDir: string;
  /** Unset: PGlite under dataDir/pgdata. ':memory:' only from tests. */
  databaseUrl?: string;
  /** In-memory PGlite (tests and benches). */
  memoryDb?: boolean;
  publicUrl: string;
  admin?: { email: string; password: string; name: string };
  payments: { provider: 'test' | 'razorpay'; keyId: string; keySecret: string; webhookSecret: string; apiUrl: string };
  mail: { smtpUrl?: string; from: string };
  storage:
    | { kind: 'local' }
    | { kind: 's3'; bucket: string; region: string; endpoint?: string; accessKeyId: string; secretAccessKey: string; publicUrl?: string };
  support: { email: string; phone: string };
  /** Third-party analytics, loaded by the pages only when configured. */
  analytics: { gaMeasurementId?: string; metaPixelId?: string };
  demoData: boolean;
  logLevel: string;
  /** Behind a load balancer: take the client IP from X-Forwarded-For. */
  trustProxy: boolean;
  /** Built web app; served with history fallback when present. */
  webDist: string;
  /**
   * Web Push. `vapid` unset: a pair generated into dataDir/vapid.json on first start (modules/push).
   * `endpointAllow`: origins push deliveries may reach although they are not public (tests).
   */
  push: { vapid?: { publicKey: string; privateKey: string }; subject: string; endpointAllow: string[] };
  /** GET /metrics: served only when a token is set (METRICS_TOKEN). */
  metrics: { token?: string };
  /** Where errors are reported besides the log (SENTRY_DSN; unset: nowhere). */
  errorReport?: { dsn: string; environment: string };
  /** The key of the signed links in mails (LINK_SECRET; a published development key outside production). */
  links: { secret: string };
  /** What one process accepts at the door (docs/decisions/0045-bounded-connections.md); tests make them small. */
  connections: ConnectionLimits;
  /** Request limits; tests turn the login ones up or down. */
  /**
   * globalPerMin 0 turns the global per-IP limit off (load tests). sensitivePerMin caps
   * per IP the calls that create orders or probe accounts. Login failures lock a pair
   * (e-mail, address) and an address, never an e-mail alone; an e-mail's failures from
   * everywhere reaching loginFailuresAuditPer15Min write one audit row (docs/decisions/0003).
   */
  limits: {
    bodyBytes: number; loginPerIpPerMin: number; globalPerMin: number; sensitivePerMin: number; analyticsPerIpPerMin: number;
    loginFailuresPerEmailAndIpPer15Min: number; loginFailuresPerIpPerHour: number; loginFailuresAuditPer15Min: number;
  };
  /** Nightly backups: the folder, how many nightly files are kept (0: none made), the cron (India time). */
  backups: { dir: string; keep: number; cron: string };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** Development-only signing key for test-mode payments: not a secret, never used with razorpay. */
const DEV_PAYMENT_SECRET = 'tlt-test-mode-signing-key';
/** Development-only key of the signed links in mails: published, so production requires LINK_SECRET. */
const DEV_LINK_SECRET = 'tlt-development-link-signing-key-not-a-secret';

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const empty = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(empty);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`)),
    ...crossChecks(empty),
  ];
  if (problems.length || !parsed.success) throw new ConfigError(problems);
  const e = parsed.data;
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD
      ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME }
      : undefined,
    payments: {
      provider: paymentProviderOf(empty),
      keyId: e.RAZORPAY_KEY_ID ?? 'rzp_test_local',
      keySecret: e.RAZORPAY_KEY_SECRET ?? DEV_PAYMENT_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? DEV_PAYMENT_SECRET,
      apiUrl: (e.RAZORPAY_API_URL ?? 'https://api.razorpay.com').replace(/\/$/, ''),
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    storage: e.STORAGE === 's3'
      ? { kind: 's3', bucket: e.S3_BUCKET!, region: e.S3_REGION, endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID!, secretAccessKey: e.S3_SECRET_ACCESS_KEY!, publicUrl: e.S3_PUBLIC_URL }
      : { kind: 'local' },
    support: { email: e.SUPPORT_EMAIL, phone: e.SUPPORT_PHONE },
    analytics: { gaMeasurementId: e.GA_MEASUREMENT_ID, metaPixelId: e.META_PIXEL_ID },
    // Demo content is on by default only in development on the embedded database; `test` seeds it only
    // when DEMO_DATA says so; production never.
    demoData: e.NODE_ENV !== 'production' && (e.DEMO_DATA ?? (e.NODE_ENV === 'development' && !e.DATABASE_URL)),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(repoRoot, e.WEB_DIST ?? 'apps/web/dist'),
    push: {
      vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
      endpointAllow: e.PUSH_ENDPOINT_ALLOW ?? [],
    },
    links: { secret: e.LINK_SECRET ?? DEV_LINK_SECRET },
    metrics: { token: e.METRICS_TOKEN },
    errorReport: e.SENTRY_DSN ? { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV } : undefined,
    connections: {
      max: e.MAX_CONNECTIONS ?? defaultMaxConnections(), perAddress: e.MAX_CONNECTIONS_PER_IP,
      headersTimeoutMs: 10_000, requestTimeoutMs: 120_000, keepAliveTimeoutMs: 5_000, idleTimeoutMs: 60_000,
    },
    limits: {
      bodyBytes: 1024 * 1024, loginPerIpPerMin: 30, globalPerMin: e.RATE_LIMIT_PER_MIN, sensitivePerMin: 30, analyticsPerIpPerMin: e.ANALYTICS_EVENTS_PER_MIN,
      loginFailuresPerEmailAndIpPer15Min: 10, loginFailuresPerIpPerHour: 100, loginFailuresAuditPer15Min: 10,
    },
    backups: {
      dir: e.BACKUP_DIR ? path.resolve(repoRoot, e.BACKUP_DIR) : path.join(path.resolve(repoRoot, e.DATA_DIR), 'backups'),
      keep: e.BACKUP_KEEP, cron: e.BACKUP_CRON,
    },
  };
}
