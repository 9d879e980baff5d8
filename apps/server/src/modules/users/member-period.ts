import { memberPeriod } from '@tlt/shared/back-office/members';

const LABEL = { current: 'Current', expiring: 'Expiring', expired: 'Expired' } as const;

/** The plan status in words, as the list's badges say it. */
export function periodLabel(paidUntil: Date | null, now = new Date()): string {
  return paidUntil ? LABEL[memberPeriod(paidUntil.toISOString(), now)] : 'No plan';
}
