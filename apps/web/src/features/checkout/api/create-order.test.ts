import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/billing-fixtures.ts';
import { envelopeResponse, stubFetch } from '../../../test/fixtures.ts';
import { createOrder } from './create-order.ts';

const bodyOf = (spy: ReturnType<typeof stubFetch>) => JSON.parse(String(spy.mock.calls[0]![1]!.body));

describe('createOrder', () => {
  it('sends the stored campaign with a signup order (the dashboard\'s signups by source), not with a renewal', async () => {
    localStorage.setItem('utmSource', 'fb');
    let spy = stubFetch(() => envelopeResponse(200, makeOrder(2)));
    await createOrder({ planId: 2, name: 'Asha', email: 'asha@example.com' });
    expect(bodyOf(spy)).toMatchObject({ planId: 2, utmSource: 'fb' });
    spy = stubFetch(() => envelopeResponse(200, makeOrder(2)));
    await createOrder({ planId: 2, renewalToken: 'tok' });
    expect(bodyOf(spy)).not.toHaveProperty('utmSource');
  });
});
