import os from 'node:os';
import type { BaseTransportOptions } from '@sentry/core';
import { serializeError } from './log-serializers.ts';

/** Pino's level numbers: error is 50, fatal 60. */
const ERROR_LEVEL = 50;
/** What a report may wait for at shutdown before the process goes on closing (decision 0052's deadline is 10 s). */
const FLUSH_MS = 2_000;
/** Log fields that name a place or a thing, never a person's data: they become the report's tags. */
const TAG_FIELDS = ['job', 'queue', 'id', 'code'] as const;

export interface ErrorReporter {
  /** Pino's `hooks.logMethod`: a line at error level or above is also reported; the line is logged as before. */
  logMethod(this: { bindings(): Record<string, unknown> }, args: unknown[], method: (...a: unknown[]) => void, level: number): void;
  /** Sends what is still queued (at most FLUSH_MS). */
  flush(): Promise<boolean>;
}

/**
 * Errors to Sentry or a Sentry-compatible service (GlitchTip, self-hosted Sentry), off unless SENTRY_DSN
 * is set (decision 0053). It listens to the log rather than being called from each place that fails: every
 * line at error level (a request's 500, a job failed for good, the queue's or the database's own errors)
 * is one report, so a new failure path is covered the day it logs. A report carries what the log line
 * carries, through the same serializer: the error's type, message and frames (a database error's SQLSTATE,
 * never its query or parameters), the line's message, the request id and job name. Never a request's
 * headers, body, query, cookies or the member it was for.
 */
export async function createErrorReporter(o: { dsn: string; environment: string }): Promise<ErrorReporter> {
  // Loaded only when reports are on: a process without SENTRY_DSN carries none of it.
  const { createStackParser, createTransport, Scope } = await import('@sentry/core');
  const { nodeStackLineParser, ServerRuntimeClient } = await import('@sentry/core/server');
  /** Sentry's envelope endpoint over Node's fetch, with a timeout so a dead endpoint never holds a request or the shutdown. */
  const fetchTransport = (options: BaseTransportOptions) => createTransport(options, async (request) => {
    const res = await fetch(options.url, { method: 'POST', body: request.body as BodyInit, signal: AbortSignal.timeout(5_000) });
    return { statusCode: res.status, headers: { 'x-sentry-rate-limits': res.headers.get('x-sentry-rate-limits'), 'retry-after': res.headers.get('retry-after') } };
  });
  const client = new ServerRuntimeClient({
    dsn: o.dsn,
    environment: o.environment,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    serverName: os.hostname(),
    sendDefaultPii: false,
    transport: fetchTransport,
    stackParser: createStackParser(nodeStackLineParser()),
    integrations: [],
  });
  client.init();

  function report(fields: Record<string, unknown>, msg: string | undefined, bindings: Record<string, unknown>) {
    const raw = fields.err ?? fields.error;
    const safe = raw instanceof Error ? serializeError(raw) : undefined;
    const tags: Record<string, string> = {};
    if (typeof bindings.reqId === 'string') tags.reqId = bindings.reqId;
    for (const k of TAG_FIELDS) if (typeof fields[k] === 'string' || typeof fields[k] === 'number') tags[k] = String(fields[k]);
    // A database error's SQLSTATE (the serializer keeps it, never the query).
    if (typeof safe?.code === 'string') tags.code = safe.code;
    const scope = new Scope();
    scope.setTags(tags);
    if (msg) scope.setExtra('log', msg);
    if (safe) {
      const err = new Error(safe.message);
      err.name = safe.type;
      err.stack = safe.stack;
      client.captureException(err, undefined, scope);
    } else if (msg) client.captureMessage(msg, 'error', undefined, scope);
  }

  return {
    logMethod(args, method, level) {
      if (level >= ERROR_LEVEL) {
        try {
          const [first, second] = args;
          const fields = first && typeof first === 'object' ? (first instanceof Error ? { err: first } : first as Record<string, unknown>) : {};
          const msg = typeof first === 'string' ? first : typeof second === 'string' ? second : undefined;
          report(fields, msg, this.bindings());
        } catch {
          // A report is never worth the log line or the request it came from.
        }
      }
      method.apply(this, args);
    },
    flush: async () => client.flush(FLUSH_MS),
  };
}
