import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/**
 * Answers a request before Fastify sees it, or returns false to hand it on. Only for answers
 * that are already made whole (a kept page: decision 0035), where Fastify's per-request work
 * (its request and reply objects, the logger's child, the hooks) would cost more than the answer.
 */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where a plugin puts its early answer; the server's request listener asks it first. */
    earlyAnswer: EarlyAnswerSlot;
  }
}

/** One early answer at most; none until a plugin sets it, and none while the app is closing. */
export class EarlyAnswerSlot {
  private answer: EarlyAnswer | undefined;
  closing = false;

  set(answer: EarlyAnswer): void {
    if (this.answer) throw new Error('an early answer is already set');
    this.answer = answer;
  }

  /** True when the request was answered here. */
  tryAnswer(req: IncomingMessage, res: ServerResponse): boolean {
    return !this.closing && this.answer !== undefined && this.answer(req, res);
  }
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Fastify's `serverFactory`: the HTTP/1 server Fastify would make itself (its keep-alive,
 * request and connection timeouts), whose listener asks `slot` before handing a request to Fastify.
 */
export function serverAskingFirst(slot: EarlyAnswerSlot) {
  return (handler: Handler, options: FastifyServerOptions): http.Server => {
    // Node checks the headers and request timeouts this often (30 s by default): a held half request goes soon after its timeout.
    const server = http.createServer({ connectionsCheckingInterval: 1000 }, (req, res) => {
      if (!slot.tryAnswer(req, res)) handler(req, res);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
