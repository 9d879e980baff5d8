/**
 * What NODE_ENV=test has only when asked (production's defaults otherwise): the test checkout, and
 * demo data on the embedded database, as development gives them. A caller's own values win.
 */
export function testOptIns(env: Record<string, string | undefined>): Record<string, string> {
  if ((env.NODE_ENV ?? 'test') !== 'test') return {};
  return { PAYMENT_PROVIDER: 'test', ...(env.DATABASE_URL ? {} : { DEMO_DATA: 'true' }) };
}
