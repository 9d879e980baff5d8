/**
 * 'zod' as the web build resolves it (vite.config.ts): zod itself, set jitless before any schema
 * is made. Our Content-Security-Policy has no 'unsafe-eval', so zod's compiled parsers could
 * never run here, and its start-up probe (`new Function("")`) is reported as a CSP violation on
 * every page that parses (issue 14: Lighthouse's best practices, and DevTools' issues panel).
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
