import { describe, expect, it } from 'vitest';
import { USER_TYPES, UserSchema } from '@tlt/shared/user';
import { makeUser } from '../test/fixtures.ts';
import { parseUser } from './user-shape.ts';

/** Each case must get the same verdict (and the same data) from parseUser as from UserSchema. */
const good = makeUser();
const cases: [string, unknown][] = [
  ['a member', good],
  ['an admin without payments and with a course account', makeUser({ userType: 'admin', payment: [], addCourseDetails: { _id: 'c', username: 'u' } })],
  ['extra keys (stripped)', { ...good, password: 'x', payment: [{ ...good.payment[0], extra: 1 }] }],
  ['null', null],
  ['a string', 'user'],
  ['an array', [good]],
  ['a missing name', { ...good, name: undefined }],
  ['a numeric _id', { ...good, _id: 1 }],
  ['an unknown userType', { ...good, userType: 'root' }],
  ['a missing nullable field', { ...good, profileImg: undefined }],
  ['a string boolean', { ...good, active: 'true' }],
  ['payment not an array', { ...good, payment: {} }],
  ['a payment with a string amount', { ...good, payment: [{ ...good.payment[0], amount: '1' }] }],
  ['a payment with an infinite amount', { ...good, payment: [{ ...good.payment[0], amount: Infinity }] }],
  ['a payment without orderId', { ...good, payment: [{ ...good.payment[0], orderId: undefined }] }],
  ['a non-string device token', { ...good, deviceToken: [1] }],
  ['a course account without username', { ...good, addCourseDetails: { _id: 'c' } }],
  ['a Hindi member', { ...good, language: 'hi' }],
  ['an unknown language', { ...good, language: 'fr' }],
  ['no language (a copy kept from before): English', { ...good, language: undefined }],
];

describe('parseUser', () => {
  it.each(cases)('agrees with UserSchema on %s', (_name, value) => {
    const parsed = UserSchema.safeParse(value);
    expect(parseUser(value)).toEqual(parsed.success ? parsed.data : null);
  });

  it('knows the same user types as the schema', () => {
    for (const userType of USER_TYPES) expect(parseUser({ ...good, userType })?.userType).toBe(userType);
  });
});
