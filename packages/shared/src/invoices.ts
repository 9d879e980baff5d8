import { z } from 'zod';
import { BUYER_STATE_CODES, INDIAN_STATE_CODES } from './indian-states.ts';
import { safeText } from './text.ts';

/**
 * Tax invoices and credit notes (issue 15, decision 0032): the seller's settings an admin keeps
 * (GET/PUT /api/settings/invoice) and the state a member gives for their invoices
 * (GET/PUT /api/user/me/billing-details).
 */

export const INVOICE_MSG = {
  settingsSaved: 'Invoice settings saved',
  billingSaved: 'Billing details saved',
  gstinInvalid: 'Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV',
  gstinState: "The GSTIN's first two digits must be the state's GST code",
  sacInvalid: 'Enter a 6-digit SAC code starting with 99, e.g. 999293',
  rateInvalid: 'Enter a GST rate from 0 to 40, with at most two decimals',
  sellerNameRequired: "Enter the seller's registered name",
  addressRequired: "Enter the seller's address (at least 10 characters)",
  stateRequired: 'Choose the state',
  notSet: 'not set',
  // Issue 26: no invoice before the seller is set; the links in mails that open the PDFs signed out.
  notIssuedYet: "This invoice is not issued yet: invoices are issued once the seller's GSTIN and address are set. Please try again later",
  creditNoteNotYet: 'This credit note is issued once the refund is processed, usually within a few days. Please try again later',
  linkInvalid: 'This link is not valid. Your invoices and credit notes are under Payment history on your profile, or ask us on the Contact page',
  linkExpired: 'This link has expired. Your invoices and credit notes are under Payment history on your profile, or ask us on the Contact page for a new one',
} as const;

/** A GSTIN: state code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
export const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN's 15th character, the GST Network's mod-36 check over the first 14; catches most typos. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 ? 2 : 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

export const isValidGstin = (g: string): boolean => GSTIN_FORMAT.test(g) && gstinCheckCharacter(g) === g[14];

/** The SAC of commercial training and coaching services, the default service code. */
export const DEFAULT_SAC = '999293';
export const GST_RATE_MAX = 40;

const text = (min: number, max: number, message: string) => safeText(z.string({ error: message }).trim().min(min, { error: message }).max(max));

/** PUT /api/settings/invoice: every field, so a saved form is a complete seller. */
export const InvoiceSettingsInputSchema = z
  .object({
    sellerName: text(2, 200, INVOICE_MSG.sellerNameRequired),
    address: text(10, 500, INVOICE_MSG.addressRequired),
    gstin: z.string({ error: INVOICE_MSG.gstinInvalid }).trim().toUpperCase().max(15, { error: INVOICE_MSG.gstinInvalid })
      .refine(isValidGstin, { error: INVOICE_MSG.gstinInvalid }),
    stateCode: z.enum(INDIAN_STATE_CODES, { error: INVOICE_MSG.stateRequired }),
    gstRate: z.number({ error: INVOICE_MSG.rateInvalid }).min(0, { error: INVOICE_MSG.rateInvalid }).max(GST_RATE_MAX, { error: INVOICE_MSG.rateInvalid })
      .refine((r) => Math.abs(r * 100 - Math.round(r * 100)) < 1e-6, { error: INVOICE_MSG.rateInvalid }),
    sac: z.string({ error: INVOICE_MSG.sacInvalid }).trim().regex(/^99\d{4}$/, { error: INVOICE_MSG.sacInvalid }),
  })
  .superRefine((v, ctx) => {
    if (isValidGstin(v.gstin) && v.gstin.slice(0, 2) !== v.stateCode) ctx.addIssue({ code: 'custom', path: ['gstin'], message: INVOICE_MSG.gstinState });
  });
export type InvoiceSettingsInput = z.input<typeof InvoiceSettingsInputSchema>;
export type InvoiceSettingsValues = z.output<typeof InvoiceSettingsInputSchema>;

/** GET /api/settings/invoice (admins): what is set, and whether invoices can show a real seller yet. */
export const InvoiceSettingsSchema = z.object({
  sellerName: z.string().nullable(),
  address: z.string().nullable(),
  gstin: z.string().nullable(),
  stateCode: z.string().nullable(),
  /** Percent: 18 is 18%. */
  gstRate: z.number(),
  sac: z.string(),
  /** Name, address, GSTIN and state all set: the launch checklist reads this. */
  complete: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type InvoiceSettings = z.infer<typeof InvoiceSettingsSchema>;

/** The member's billing details; `stateCode` null when not given (invoices then take the seller's state). */
export const BillingDetailsSchema = z.object({
  stateCode: z.enum(BUYER_STATE_CODES, { error: INVOICE_MSG.stateRequired }).nullable(),
});
export type BillingDetails = z.infer<typeof BillingDetailsSchema>;
