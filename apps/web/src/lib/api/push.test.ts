import { describe, expect, it } from 'vitest';
import { envelopeResponse } from '../../test/fixtures.ts';
import { callsTo, stubApi } from '../../test/billing-fixtures.ts';
import { ENDPOINT, fakeBrowser, KEY } from '../../test/push-fixtures.ts';
import { relinkPushDevice } from './push.ts';

const api = () => stubApi({
  'GET /api/push/vapidPublicKey': () => envelopeResponse(200, { publicKey: KEY }),
  'POST /api/push/subscribe': (body) => envelopeResponse(200, { endpoint: body.endpoint, kinds: ['adminPost'] }),
});

describe('relinkPushDevice (after a login)', () => {
  it('sends a device that has push on to the server for the member signed in now', async () => {
    fakeBrowser({ permission: 'granted', subscribedWith: KEY });
    const spy = api();
    await relinkPushDevice();
    expect(callsTo(spy, 'POST /api/push/subscribe')).toEqual([{ endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } }]);
  });

  it('does nothing, registers nothing and asks nothing on a device without push', async () => {
    for (const o of [{}, { permission: 'granted' as const }, { permission: 'denied' as const }]) {
      const browser = fakeBrowser(o);
      const spy = api();
      await relinkPushDevice();
      expect(spy).not.toHaveBeenCalled();
      expect(browser.container.register).not.toHaveBeenCalled();
      expect(browser.requestPermission).not.toHaveBeenCalled();
    }
  });
});
