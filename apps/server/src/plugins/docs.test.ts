import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { communityUser } from '../../test/community.ts';
import { makeUser } from '../../test/factories.ts';
import { call, testApp } from '../../test/helper.ts';
import { operationIdOf } from './docs-operations.ts';

type Op = { operationId?: string; summary?: string; tags?: string[]; security?: object[]; requestBody?: unknown; responses: Record<string, { $ref?: string }> };
type Doc = { servers: { url: string }[]; paths: Record<string, Record<string, Op>>; components: { responses: Record<string, any>; schemas: Record<string, any> } };

const app = await testApp();
// A route registered after the app's own, as a later module would be: it must be described like the rest.
app.register(async (api) => {
  api.post('/widget/:id', {
    schema: { tags: ['widgets'], params: z.object({ id: z.uuid() }), body: z.object({ picture: z.union([z.literal(''), z.url()]).nullable() }) },
    onRequest: app.requireAdmin,
    config: { idempotent: true },
  }, async () => ({ status: true, code: 200 }));
}, { prefix: '/api' });

const doc = (await call(app, { method: 'GET', url: '/api/docs/json' })).res.json() as Doc;
const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
const ref = (r: { $ref?: string }) => (r.$ref ? doc.components.responses[r.$ref.split('/').pop()!] : r);
const schemaOf = (r: { $ref?: string }) => {
  const s = ref(r).content['application/json'].schema;
  return s.$ref ? doc.components.schemas[s.$ref.split('/').pop()] : s;
};
const isPublic = (op: Op) => op.security?.length === 0 || op.security?.some((s) => Object.keys(s).length === 0);

describe('the served API description (decision 0034)', () => {
  it('gives every operation a unique operationId, a summary and a tag', () => {
    expect(operations.length).toBeGreaterThan(80);
    for (const { path, method, op } of operations) {
      expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
      expect(op.summary?.trim(), `${method} ${path}`).toBeTruthy();
      expect(op.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
    }
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/user/all'].get).toMatchObject({ operationId: 'getUserAll', summary: 'List members' });
    expect(doc.paths['/api/auth/signup'].post.operationId).toBe('postAuthSignup');
  });

  it('makes ids from the method and the path', () => {
    expect(operationIdOf('GET', '/api/user/me/invoice/:paymentId')).toBe('getUserMeInvoiceByPaymentId');
    expect(operationIdOf('GET', '/api/blogs/bySlug/:slug')).toBe('getBlogsBySlug');
    expect(operationIdOf('GET', '/api/learning/my-courses')).toBe('getLearningMyCourses');
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

  it('describes a route added later by the same rules', () => {
    const op = doc.paths['/api/widget/{id}'].post;
    expect(op).toMatchObject({ operationId: 'postWidgetById', summary: 'Create a widget', tags: ['widgets'], security: [{ bearer: [] }] });
    // 503: a write, refused during maintenance to all but admins (modules/maintenance).
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '414', '415', '422', '503']);
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
