import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer …` header; none when absent, malformed or over 200 characters. */
export function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const [scheme, token] = h.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token && token.length <= 200 ? token.trim() : undefined;
}
