import { addMonths } from 'date-fns';

/** A paid period ends the same calendar day `months` later (31 Jan + 1 month = 28/29 Feb). */
export function planEndDate(start: Date, months: number): Date {
  return addMonths(start, months);
}
