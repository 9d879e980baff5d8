import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { communityUser } from '../../test/community.ts';
import { makeUser } from '../../test/factories.ts';
import { call, testApp } from '../../test/helper.ts';
import { errorResponses } from '../lib/error-responses.ts';

type Op = {
  operationId?: string; summary?: string; description?: string; tags?: string[]; security?: object[]; requestBody?: unknown;
  parameters?: { in: string; name: string }[]; responses: Record<string, { $ref?: string }>;
};
type Doc = { servers: { url: string }[]; paths: Record<string, Record<string, Op>>; components: { responses: Record<string, any>; schemas: Record<string, any> } };

const app = await testApp();
// A route registered after the app's own, as a later module would be: it is described by its own schema like the rest.
app.register(async (api) => {
  api.post('/widget/:id', {
    schema: {
      operationId: 'postWidgetById', summary: 'Create a widget', description: 'Admins only.', tags: ['widgets'],
      params: z.object({ id: z.uuid() }), body: z.object({ picture: z.union([z.literal(''), z.url()]).nullable() }),
      response: { 200: z.object({ status: z.boolean(), code: z.number() }), 409: z.object({ status: z.literal(false), code: z.literal(409), message: z.string() }).describe('The widget exists.'), ...errorResponses(400, 401, 403, 404, 413, 414, 415, 422, 429, 503) },
    },
    onRequest: app.requireAdmin,
    config: { idempotent: true },
  }, async () => ({ status: true, code: 200 }));
}, { prefix: '/api' });

/** The ids the description has always given (decision 0034), which the web's typed client keys on: `GET /api/user/me/invoice/{paymentId}` → `getUserMeInvoiceByPaymentId`. */
function operationIdOf(method: string, url: string): string {
  const words: string[] = [];
  for (const segment of url.replace(/^\/api(?=\/|$)/, '').split('/').filter(Boolean)) {
    const param = /^\{(\w+)\}$/.exec(segment);
    const joined = (param ? `by-${param[1]}` : segment).split(/[^A-Za-z0-9]+/).filter(Boolean).map((p) => p[0].toUpperCase() + p.slice(1)).join('');
    if (param && words.at(-1) === joined) continue;
    words.push(joined);
  }
  return method.toLowerCase() + words.join('');
}

const doc = (await call(app, { method: 'GET', url: '/api/docs/json' })).res.json() as Doc;
const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
const ref = (r: { $ref?: string }) => (r.$ref ? doc.components.responses[r.$ref.split('/').pop()!] : r);
const schemaOf = (r: { $ref?: string }) => {
  const s = ref(r).content['application/json'].schema;
  return s.$ref ? doc.components.schemas[s.$ref.split('/').pop()] : s;
};
const isPublic = (op: Op) => op.security?.length === 0 || op.security?.some((s) => Object.keys(s).length === 0);

describe('the served API description (decision 0034)', () => {
  it('gives every operation the id, summary, description and tag its route declares', () => {
    expect(operations.length).toBeGreaterThan(80);
    for (const { path, method, op } of operations) {
      const what = `${method} ${path}`;
      // Unique, and the same ids as ever: the web's typed client is generated from them.
      expect(op.operationId, what).toBe(operationIdOf(method, path));
      expect(op.summary?.trim(), what).toBeTruthy();
      expect(op.summary!.length, what).toBeLessThanOrEqual(60);
      expect(op.description?.trim(), what).toBeTruthy();
      expect(op.tags?.length, what).toBeGreaterThan(0);
    }
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/user/all'].get).toMatchObject({ operationId: 'getUserAll', summary: 'List members' });
    expect(operationIdOf('GET', '/api/blogs/bySlug/{slug}')).toBe('getBlogsBySlug');
  });

  it('documents the refusals every operation can answer, each with the shared error envelope', () => {
    // Not limited by the address (`config.rateLimit: false`): the load balancer's probe, the provider's webhook, a held stream.
    const unlimited = new Set(['getHealth', 'postPaymentsWebhook', 'getNotificationStream']);
    for (const { path, method, op } of operations) {
      const what = `${method} ${path}`;
      const refusals = Object.keys(op.responses).filter((s) => Number(s) >= 400);
      for (const status of refusals) {
        const envelope = schemaOf(op.responses[status]);
        expect(envelope.properties.status.enum, `${what} ${status}`).toEqual([false]);
        expect(envelope.required, `${what} ${status}`).toEqual(expect.arrayContaining(['status', 'code', 'message']));
      }
      const implied = [
        // The text rule (plugins/text-guard.ts) refuses a NUL or broken Unicode in any query or path parameter.
        400,
        ...(isPublic(op) ? [] : [401]),
        // A path parameter names something that may not exist; Fastify refuses one over 100 characters.
        ...(/\{/.test(path) ? [404, 414] : []),
        // A body over the limit, or of a media type no parser takes.
        ...(['post', 'put', 'patch', 'delete'].includes(method) ? [413, 415] : []),
        // Idempotency-Key: a repeat while the first still runs, the key reused with another body.
        ...(op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key') ? [409, 422] : []),
        ...(unlimited.has(op.operationId!) ? [] : [429]),
      ].map(String);
      expect(refusals, what).toEqual(expect.arrayContaining(implied));
    }
  });

  it('documents 503 on every write that maintenance refuses, as the server answers', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    const switchTo = async (isTLT: boolean) =>
      expect((await call(app, { method: 'PUT', url: '/api/underMaintenance', token: admin.token, payload: { isTLT } })).status).toBe(200);
    const writes = operations.filter(({ method }) => ['post', 'put', 'patch', 'delete'].includes(method));
    let refused = 0;
    await switchTo(true);
    try {
      for (const { path, method, op } of writes) {
        const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
        if ((await call(app, { method: method.toUpperCase() as 'POST', url })).status !== 503) continue;
        refused += 1;
        expect(op.responses['503'], `${method} ${path}`).toBeDefined();
      }
    } finally {
      await switchTo(false);
    }
    expect(refused).toBeGreaterThan(40);
  });

  it('documents 400 with the errors shape on every operation that takes a body', () => {
    const withBody = operations.filter(({ op }) => op.requestBody);
    expect(withBody.length).toBeGreaterThan(40);
    for (const { path, method, op } of withBody) {
      expect(op.responses['400'], `${method} ${path}`).toBeDefined();
      const envelope = schemaOf(op.responses['400']);
      expect(envelope.required).toEqual(expect.arrayContaining(['status', 'code', 'message']));
      expect(envelope.properties.data.properties.errors.items.required).toEqual(['path', 'message']);
    }
    // The other refusals share the plain error envelope.
    expect(schemaOf(doc.paths['/api/auth'].get.responses['401']).properties.status.enum).toEqual([false]);
  });

  it('says who may call each operation, as the server answers', async () => {
    const unpaid = await makeUser(app, { months: 0 });
    const member = await communityUser(app);
    const uuid = '00000000-0000-4000-8000-000000000000';
    // Signing out ends the session the later calls use: it goes last.
    const ordered = [...operations].sort((a, b) => Number(a.op.operationId === 'getAuthLogout') - Number(b.op.operationId === 'getAuthLogout'));
    let adminOnly = 0;
    for (const { path, method, op } of ordered) {
      const send = (token?: string) => call(app, { method: method.toUpperCase() as 'GET', url: path.replace(/\{\w+\}/g, uuid), token });
      const what = `${method} ${path}`;
      const anonymous = (await send()).status;
      if (isPublic(op)) {
        expect(anonymous, what).not.toBe(401);
        // The text rule refuses a NUL in any query, on every route: each documents 400.
        const url = `${path.replace(/\{\w+\}/g, uuid)}?q=%00`;
        expect((await call(app, { method: method.toUpperCase() as 'GET', url })).status, what).toBe(400);
        expect(op.responses['400'], what).toBeDefined();
      }
      else {
        // 401, or 400 where the guard runs after validation (a preHandler) and the empty input is refused first.
        expect([400, 401], what).toContain(anonymous);
        expect(op.responses['401'], what).toBeDefined();
      }
      if ((await send(unpaid.token)).status === 402) expect(op.responses['402'], what).toBeDefined();
      if ((await send(member.token)).status === 403) {
        adminOnly += 1;
        expect(op.responses['403'], what).toBeDefined();
      }
    }
    expect(adminOnly).toBeGreaterThan(20);
  });

  it('describes a route added later from its own schema, its security from its guard', () => {
    const op = doc.paths['/api/widget/{id}'].post;
    expect(op).toMatchObject({ operationId: 'postWidgetById', summary: 'Create a widget', description: 'Admins only.', tags: ['widgets'], security: [{ bearer: [] }] });
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '414', '415', '422', '429', '503']);
    // The shared refusals are references to one response per status; a refusal the route describes itself keeps its own.
    expect(op.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(ref(op.responses['409'])).toMatchObject({ description: 'The widget exists.' });
    // A nullable union: OpenAPI 3.0 wants `nullable` beside a type, so each typed branch carries it.
    const picture = (op.requestBody as any).content['application/json'].schema.properties.picture;
    expect(picture.nullable).toBeUndefined();
    expect(picture.anyOf.every((b: { type?: string; nullable?: boolean }) => b.type && b.nullable)).toBe(true);
  });

  it('names the server and its owner, and keeps the docs page', async () => {
    expect(doc.servers).toEqual([{ url: '/' }]);
    const deployed = await testApp({ env: { PUBLIC_URL: 'https://members.tlt.test' } });
    const served = (await call(deployed, { method: 'GET', url: '/api/docs/json' })).res.json();
    expect(served.servers).toEqual([{ url: 'https://members.tlt.test' }]);
    expect(served.info).toMatchObject({ contact: { url: 'https://members.tlt.test/contact-us' }, license: { url: 'https://members.tlt.test/terms-and-conditions' } });
    expect(served.info.description).toContain('data.errors');
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
