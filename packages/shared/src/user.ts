import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from './i18n/locale.ts';

export const USER_TYPES = ['normal', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** A payment as the client sees it; `amount` is in rupees (currency units). */
export const PaymentSchema = z.object({
  amount: z.number(),
  txnId: z.string(),
  orderId: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  planType: z.string(),
  expiry: z.boolean(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const CourseAccountSchema = z.object({ _id: z.string(), username: z.string() });

/** The User entity of both spec documents, minus secrets. `payment[0]` is the current plan. */
export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  contactNo: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  active: z.boolean(),
  isProfitable: z.boolean(),
  profileImg: z.string().nullable(),
  agree: z.boolean(),
  createdAt: z.string(),
  experience: z.string().nullable(),
  investorType: z.string().nullable(),
  portfolio: z.string().nullable(),
  payment: z.array(PaymentSchema),
  addCourseDetails: CourseAccountSchema.nullable(),
  deviceToken: z.array(z.string()),
  /**
   * The language the member reads the site, their mails and pushes in (issue 30 §2). A copy a
   * browser kept from before members had one reads as English, the server's default.
   */
  language: z.enum(LOCALES).default(DEFAULT_LOCALE),
});
export type User = z.infer<typeof UserSchema>;
