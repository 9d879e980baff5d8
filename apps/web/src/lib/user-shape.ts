import type { Payment, User, UserType } from '@tlt/shared/user';
import { DEFAULT_LOCALE, isLocale } from '@tlt/shared/i18n/locale';

/**
 * A hand-written twin of UserSchema (packages/shared/src/user.ts) for the start-up path, so the
 * first load does not carry zod. Like `UserSchema.safeParse`, it rejects anything that does not
 * fit and returns a copy with only the schema's fields. user-shape.test.ts keeps the two in step.
 */
type Obj = Record<string, unknown>;

// USER_TYPES, repeated: importing the value would bring user.ts and with it zod.
const USER_TYPES: readonly UserType[] = ['normal', 'admin'];

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isStrOrNull = (v: unknown): v is string | null => v === null || isStr(v);

function parsePayment(v: unknown): Payment | null {
  if (!isObj(v)) return null;
  const { amount, txnId, orderId, startDate, endDate, planType, expiry } = v;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  if (!isStr(txnId) || !isStrOrNull(orderId) || !isStr(startDate) || !isStr(endDate) || !isStr(planType) || !isBool(expiry)) {
    return null;
  }
  return { amount, txnId, orderId, startDate, endDate, planType, expiry };
}

/** The user if `value` fits UserSchema, else null. */
export function parseUser(value: unknown): User | null {
  if (!isObj(value)) return null;
  const v = value;
  for (const k of ['_id', 'name', 'email', 'createdAt'] as const) if (!isStr(v[k])) return null;
  for (const k of ['contactNo', 'profileImg', 'experience', 'investorType', 'portfolio'] as const) {
    if (!isStrOrNull(v[k])) return null;
  }
  for (const k of ['active', 'isProfitable', 'agree'] as const) if (!isBool(v[k])) return null;
  if (!(USER_TYPES as readonly unknown[]).includes(v.userType)) return null;
  // A copy kept from before members had a language (issue 30) reads as English, as UserSchema's default does.
  if (v.language !== undefined && !isLocale(v.language)) return null;
  if (!Array.isArray(v.payment) || !Array.isArray(v.deviceToken) || !v.deviceToken.every(isStr)) return null;
  const payment: Payment[] = [];
  for (const p of v.payment) {
    const parsed = parsePayment(p);
    if (!parsed) return null;
    payment.push(parsed);
  }
  let addCourseDetails: User['addCourseDetails'] = null;
  if (v.addCourseDetails !== null) {
    const c = v.addCourseDetails;
    if (!isObj(c) || !isStr(c._id) || !isStr(c.username)) return null;
    addCourseDetails = { _id: c._id, username: c.username };
  }
  return {
    _id: v._id as string,
    name: v.name as string,
    email: v.email as string,
    contactNo: v.contactNo as string | null,
    userType: v.userType as User['userType'],
    active: v.active as boolean,
    isProfitable: v.isProfitable as boolean,
    profileImg: v.profileImg as string | null,
    agree: v.agree as boolean,
    createdAt: v.createdAt as string,
    experience: v.experience as string | null,
    investorType: v.investorType as string | null,
    portfolio: v.portfolio as string | null,
    payment,
    addCourseDetails,
    deviceToken: [...v.deviceToken] as string[],
    language: v.language === undefined ? DEFAULT_LOCALE : v.language as User['language'],
  };
}
