import { sql } from 'drizzle-orm';
import { type DocumentSeries, documentNumber, fiscalYearOf } from '@tlt/shared/invoice-gst';
import type { Db } from '../../../db/client.ts';
import { invoiceCounters } from '../../../db/schema/index.ts';

/**
 * The next number of a series in the financial year of `at`, inside the caller's transaction
 * (decision 0032). The upsert locks the year's counter row until that transaction ends, so
 * concurrent payments queue here and take consecutive numbers; a transaction that rolls back
 * gives its number back with it, so the series has no gaps and never reuses a number.
 */
export async function nextDocumentNumber(tx: Db, series: DocumentSeries, at: Date) {
  const fy = fiscalYearOf(at);
  const [row] = await tx.insert(invoiceCounters).values({ series, fiscalYear: fy.label, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.fiscalYear],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ seq: invoiceCounters.lastNumber });
  return { number: documentNumber(series, fy, row.seq), fiscalYear: fy.label, seq: row.seq };
}
