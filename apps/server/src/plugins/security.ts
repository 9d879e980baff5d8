import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

/** Razorpay's checkout script opens its payment frame and reports to its own hosts. */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

/** Google Analytics and the Meta pixel, admitted only when their ids are configured. */
const GA = { script: ['https://www.googletagmanager.com'], connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'] };
const PIXEL = { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com'] };
/** The landing video plays from YouTube's privacy-enhanced host, only after Play Now. */
const VIDEO = ['https://www.youtube-nocookie.com'];

export function helmetOptions(config: Pick<Config, 'publicUrl' | 'payments' | 'analytics'>): HelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  const rzp = config.payments.provider === 'razorpay';
  const ga = !!config.analytics.gaMeasurementId;
  const pixel = !!config.analytics.metaPixelId;
  const when = (on: boolean, list: string[]) => (on ? list : []);
  const plus = (list: string[]) => when(rzp, list);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...plus(RAZORPAY.script), ...when(ga, GA.script), ...when(pixel, PIXEL.script)],
        // Radix and Tailwind set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...plus(RAZORPAY.connect), ...when(ga, GA.connect), ...when(pixel, PIXEL.connect)],
        frameSrc: ["'self'", ...VIDEO, ...plus(RAZORPAY.frame)],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  };
}

/** Runs helmet once against a recording response and returns the headers it set. */
function computeHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (k: string, v: string) => void (headers[k.toLowerCase()] = String(v)),
    removeHeader: (k: string) => void delete headers[k.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/** JSON answers are never rendered: OWASP's REST set suffices, and nothing is cached. */
export function apiHeaders(config: Pick<Config, 'publicUrl'>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cache-control': 'no-store',
  };
  if (config.publicUrl.startsWith('https://'))
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

const isJsonApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * CSP, nosniff, frame-ancestors, referrer policy; HSTS only when served over https.
 * Pages get helmet's full set, computed once at start (@fastify/helmet rebuilt it on every
 * request: 7% of an authenticated call's CPU); JSON answers get the short API set.
 */
export default fp(async function security(app: FastifyInstance, { config }: { config: Config }) {
  const page = computeHeaders(helmetOptions(config));
  const api = apiHeaders(config);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isJsonApi(req.url) ? api : page);
    done();
  });
});
