import { describe, expect, it } from 'vitest';
import { envelopeResponse, stubFetch } from '../../test/fixtures.ts';
import { ApiError } from '../api-error.ts';
import { getContent } from './content-batch.ts';

const keysOf = (url: string) => new URL(url, 'http://x').searchParams.get('keys')?.split(',');

/** Answers each asked key with `value of <key>`. */
function stubValues() {
  return stubFetch((url) => {
    const keys = keysOf(url) ?? [];
    return envelopeResponse(200, Object.fromEntries(keys.map((k) => [k, `value of ${k}`])));
  });
}

describe('content batch', () => {
  it('sends the keys asked for in one tick as one call and resolves each caller with its own value', async () => {
    const spy = stubValues();
    const got = await Promise.all([getContent('landing.hero'), getContent('landing.proof'), getContent('pages.faqs')]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0][0]).toMatch(/^\/api\/content\/values\?keys=/);
    expect(keysOf(spy.mock.calls[0][0] as string)).toEqual(['landing.hero', 'landing.proof', 'pages.faqs']);
    expect(got).toEqual(['value of landing.hero', 'value of landing.proof', 'value of pages.faqs']);
  });

  it('asks once for a key two callers want in the same tick, and answers both', async () => {
    const spy = stubValues();
    const got = await Promise.all([getContent('landing.emi'), getContent('landing.emi')]);
    expect(keysOf(spy.mock.calls[0][0] as string)).toEqual(['landing.emi']);
    expect(got).toEqual(['value of landing.emi', 'value of landing.emi']);
  });

  it('makes a call per tick: keys asked for later are not held back for, nor added to, an earlier call', async () => {
    const spy = stubValues();
    const first = getContent('landing.hero');
    await Promise.resolve();
    const second = getContent('webinar.page');
    await expect(Promise.all([first, second])).resolves.toEqual(['value of landing.hero', 'value of webinar.page']);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy.mock.calls.map((c) => keysOf(c[0] as string))).toEqual([['landing.hero'], ['webinar.page']]);
    await getContent('landing.video');
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('rejects every caller of a failed call with its error', async () => {
    stubFetch(() => envelopeResponse(400, undefined, 'Unknown content key: landing.nope'));
    const results = await Promise.allSettled([getContent('landing.hero'), getContent('landing.nope'), getContent('landing.hero')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const r of results) {
      const reason = (r as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason).toMatchObject({ code: 400, message: 'Unknown content key: landing.nope' });
    }
  });

  it('rejects a caller whose key the answer lacks, and still resolves the others', async () => {
    stubFetch(() => envelopeResponse(200, { 'landing.hero': 'hero' }));
    const [hero, proof] = await Promise.allSettled([getContent('landing.hero'), getContent('landing.proof')]);
    expect(hero).toEqual({ status: 'fulfilled', value: 'hero' });
    expect(proof.status).toBe('rejected');
  });

  it('rejects every caller, without throwing elsewhere, when the answer is not an object', async () => {
    stubFetch(() => envelopeResponse(200, null));
    const results = await Promise.allSettled([getContent('landing.hero'), getContent('landing.proof')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
  });

  it('splits more than 30 keys into calls of at most 30', async () => {
    const spy = stubValues();
    const keys = Array.from({ length: 31 }, (_, i) => `k${i}`);
    await expect(Promise.all(keys.map((k) => getContent(k)))).resolves.toEqual(keys.map((k) => `value of ${k}`));
    expect(spy.mock.calls.map((c) => keysOf(c[0] as string)?.length)).toEqual([30, 1]);
  });
});
