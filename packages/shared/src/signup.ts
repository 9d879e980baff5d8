import { z } from 'zod';
import { contactField, emailField, nameField, newPasswordField } from './fields.ts';
import { MSG } from './messages.ts';
import { isWholePaise, PAISE_DECIMALS_MSG } from './money.ts';
import { PaymentProofSchema } from './orders.ts';
import { PLAN_PRICE_MAX_RUPEES } from './plans.ts';
import { UserSchema } from './user.ts';

/** An admin bringing a member over: a manual payment record, no signature. Rupees. */
export const ManualPaymentSchema = z.object({
  // Bounded like a plan's price, in whole paise: the server stores integer paise (an int column).
  amount: z.number().min(0).max(PLAN_PRICE_MAX_RUPEES).refine(isWholePaise, { error: PAISE_DECIMALS_MSG }),
  txnId: z.string().trim().min(1).max(100),
  planType: z.string().min(1),
  startDate: z.iso.datetime({ offset: true }).optional(),
  endDate: z.iso.datetime({ offset: true }).optional(),
  orderId: z.string().max(100).optional(),
});
export type ManualPayment = z.infer<typeof ManualPaymentSchema>;

const profileOption = z.string().max(100).optional().nullable();

/** POST /api/auth/signup (site-and-admin §7). */
export const SignupSchema = z.object({
  name: nameField,
  email: emailField,
  contactNo: contactField,
  password: newPasswordField,
  portfolio: profileOption,
  experience: profileOption,
  investorType: profileOption,
  /** Ignored unless an admin sends it; members are always 'normal'. */
  userType: z.enum(['normal', 'admin']).optional(),
  active: z.boolean().optional(),
  deviceToken: z.union([z.string(), z.array(z.string())]).optional(),
  payment: z.union([PaymentProofSchema, ManualPaymentSchema]),
});
export type SignupInput = z.input<typeof SignupSchema>;

/** The registration form's step 1 (adds confirm password and terms). */
export const RegisterDetailsSchema = z
  .object({
    name: nameField,
    email: emailField,
    contactNo: contactField,
    password: newPasswordField,
    confirmPassword: z.string({ error: MSG.confirmPasswordRequired }).min(1, { error: MSG.confirmPasswordRequired }),
    terms: z.literal(true),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: MSG.passwordsDoNotMatch });
export type RegisterDetails = z.infer<typeof RegisterDetailsSchema>;

/** Self-signup answers a session token; an admin's signup of someone else answers null. */
export const SignupResultSchema = z.object({ user: UserSchema, token: z.string().nullable() });

export const IsUserExistsSchema = z.object({ email: emailField });

/** POST /api/user/renewSubscription: the renewal token plus the payment proof. */
export const RenewSchema = PaymentProofSchema.extend({
  token: z.string().min(1).max(200),
  /** Accepted for the spec's client; the server recomputes all of these. */
  amount: z.number().optional(),
  planType: z.string().optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
});
export type RenewInput = z.input<typeof RenewSchema>;
