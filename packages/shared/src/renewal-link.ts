import { z } from 'zod';

/**
 * GET /api/renewal/{token}: what the renewal page of a reminder mail's link says to its holder
 * (issue 26 §4). A current member reads "Your membership ends on …; renew now", one whose period
 * ended "Your membership has ended". Nothing that identifies the member: the link may be forwarded.
 */
export const RenewalLinkSchema = z.object({
  /** The plan in force, or the last one. */
  planType: z.string().nullable(),
  /** The end of the member's paid access (the period ending last); the page names its last day. */
  endDate: z.string().nullable(),
  ended: z.boolean(),
});
export type RenewalLink = z.infer<typeof RenewalLinkSchema>;

export const RenewalLinkParamsSchema = z.object({ token: z.string().min(1).max(200) });
