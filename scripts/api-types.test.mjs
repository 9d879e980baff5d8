// The stale-types check of scripts/api-types.mjs bites: a description with one field renamed gives
// other types, and the check reports the committed file stale. Run: node --test scripts/api-types.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { staleness, typesFor } from './api-types.mjs';

const description = (field) => JSON.stringify({
  openapi: '3.0.3',
  info: { title: 't', version: '1' },
  paths: {
    '/api/plan/all': {
      get: {
        operationId: 'getPlanAll',
        responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { [field]: { type: 'number' } } } } } } },
      },
    },
  },
});

test('the check passes on the types just written and fails once a field is renamed', async () => {
  const committed = await typesFor(description('amount'));
  assert.match(committed, /amount\?: number/);
  assert.equal(staleness(committed, await typesFor(description('amount'))), null);
  assert.match(staleness(committed, await typesFor(description('price'))), /not what the server describes/);
  assert.match(staleness(undefined, committed), /missing/);
});
