import { z } from 'zod';
import { isWholePaise, PAISE_DECIMALS_MSG } from '../money.ts';
import { contactField, emailField, nameField, newPasswordField } from '../fields.ts';
import { PLAN_PRICE_MAX_RUPEES } from '../plans.ts';
import type { SignupInput } from '../signup.ts';
import { MSG } from '../messages.ts';
import { safeText } from '../text.ts';

/** community.md §5: the admin's create-user form starts on the Annual plan (Yearly, plan 3). */
export const DEFAULT_MANUAL_PLAN = 'Annual';

/** Our own copy for the create-user form's payment fields. */
export const MEMBER_CREATE_MSG = {
  amountHint: 'Enter the amount paid in rupees, e.g. 34999 or 143.50',
  amountRequired: 'Amount paid is required',
  amountTooLarge: 'The amount is too large',
  txnIdRequired: 'Txn id is required',
  txnIdLength: 'The txn id can be at most 100 characters',
  endBeforeStart: 'The end date must be after the start date',
} as const;
const AMOUNT_HINT = MEMBER_CREATE_MSG.amountHint;

/**
 * What the member paid outside the site, in rupees with at most two decimals (paise); zero is a
 * complimentary membership. A number or a numeric string (a form field, a multipart field).
 */
export const paidAmountField = z
  .preprocess(
    (v) => (typeof v !== 'string' ? v : v.trim() === '' ? undefined : /^\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : Number.NaN),
    z.number({ error: (issue) => (issue.input === undefined ? MEMBER_CREATE_MSG.amountRequired : AMOUNT_HINT) }),
  )
  .refine((n) => n >= 0, { error: AMOUNT_HINT })
  .refine(isWholePaise, { error: PAISE_DECIMALS_MSG })
  .refine((n) => n <= PLAN_PRICE_MAX_RUPEES, { error: MEMBER_CREATE_MSG.amountTooLarge });

/** The payment's reference: a bank transfer's UTR, a cheque number, a batch name. */
export const paymentReferenceField = safeText(
  z.string({ error: MEMBER_CREATE_MSG.txnIdRequired }).trim().min(1, { error: MEMBER_CREATE_MSG.txnIdRequired }).max(100, { error: MEMBER_CREATE_MSG.txnIdLength }),
);

/** The create-user form (community.md §5): every field required; sent as POST /api/auth/signup. */
export const CreateMemberFormSchema = z.object({
  email: emailField,
  name: nameField,
  password: newPasswordField,
  contactNo: contactField,
  planType: z.string({ error: MSG.unknownPlan }).trim().min(1, { error: MSG.unknownPlan }),
  amount: paidAmountField,
  txnId: paymentReferenceField,
});
export type CreateMemberFormInput = z.input<typeof CreateMemberFormSchema>;
export type CreateMemberForm = z.output<typeof CreateMemberFormSchema>;

/**
 * The spec's admin-create-user call (community.md §7): a normal, active member with a manual
 * payment in rupees; the server takes the dates from the plan and checks the caller is an admin.
 */
export function createMemberSignupBody(f: CreateMemberForm): SignupInput {
  return {
    name: f.name, email: f.email, contactNo: f.contactNo, password: f.password, userType: 'normal', active: true,
    payment: { amount: f.amount, txnId: f.txnId, planType: f.planType },
  };
}
