import { type ConfigError, loadConfig } from '../src/config.ts';

/** Everything production requires (src/config.ts), with values that reach nothing real: nothing listens on SMTP port 9. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9',
  RAZORPAY_KEY_ID: 'rzp_test_prod_check', RAZORPAY_KEY_SECRET: 'not-a-real-secret', RAZORPAY_WEBHOOK_SECRET: 'not-a-real-hook-secret',
  VAPID_PUBLIC_KEY: 'BFgH8JshTmUqJ8g7MScfB6kztBF3lkBlJgbA7zSSl3KFUhh-zf4kH8DGlmBdtsVmcHgUPF4Q88BYuk7ckwPfyXA',
  VAPID_PRIVATE_KEY: 'r-PTKLjrV-kh8PcdkJzy5-Efap66FV9poxXBeAGkLAM', VAPID_SUBJECT: 'mailto:ops@thelazytrader.example',
  LINK_SECRET: 'a-production-check-link-secret-of-48-characters!',
};

/** PRODUCTION_ENV with a public address: a configuration that loads (the config tests take one setting out at a time). */
export const LOADABLE_PRODUCTION_ENV = { ...PRODUCTION_ENV, PUBLIC_URL: 'https://thelazytrader.example' };

/** The start-up problems loadConfig lists for `env`; none when it loads. */
export function configProblems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (e) {
    return (e as ConfigError).problems;
  }
}
