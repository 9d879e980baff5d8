import { eq } from 'drizzle-orm';
import { bpToPercent, percentToBp } from '@tlt/shared/invoice-gst';
import { INVOICE_MSG, type InvoiceSettings, type InvoiceSettingsValues } from '@tlt/shared/invoices';
import type { Db } from '../../../db/client.ts';
import { settings } from '../../../db/schema/index.ts';
import { type AuditActor, auditDiff, recordAudit } from '../../audit/index.ts';
import { issueWaitingDocuments } from './issue.ts';
import { KEY, type Stored, readSellerSettings } from './seller.ts';

/** GET /api/settings/invoice: the admin's form, and `complete` for the launch checklist. */
export async function invoiceSettings(db: Db): Promise<InvoiceSettings> {
  const s = await readSellerSettings(db);
  return {
    sellerName: s.partial.sellerName ?? null,
    address: s.partial.address ?? null,
    gstin: s.partial.gstin ?? null,
    stateCode: s.partial.stateCode ?? null,
    gstRate: bpToPercent(s.gstRateBp),
    sac: s.sac,
    complete: s.seller !== null,
    updatedAt: s.updatedAt?.toISOString() ?? null,
  };
}

/**
 * PUT /api/settings/invoice: all fields at once (validated by the shared schema), audited as
 * invoice.settings with the fields that changed, in the same transaction. Invoices already issued
 * keep the seller they were issued with (decision 0032); once complete, the invoices and credit
 * notes that waited for a seller are issued in the same transaction (issue 26).
 */
export async function saveInvoiceSettings(db: Db, input: InvoiceSettingsValues, actor: AuditActor): Promise<{ settings: InvoiceSettings; message: string }> {
  const next: Stored = {
    sellerName: input.sellerName, address: input.address, gstin: input.gstin, stateCode: input.stateCode,
    gstRateBp: percentToBp(input.gstRate), sac: input.sac,
  };
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(settings).where(eq(settings.key, KEY)).for('update');
    const before = (row?.value ?? {}) as Stored;
    const diff = auditDiff(view(before), view(next));
    if (!diff) return;
    await tx.insert(settings).values({ key: KEY, value: next, updatedBy: actor.id })
      .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedBy: actor.id, updatedAt: new Date() } });
    await recordAudit(tx, { actorId: actor.id, action: 'invoice.settings', ip: actor.ip, ...diff });
    // Complete now: the payments and refunds that waited for a seller get their documents, with it.
    await issueWaitingDocuments(tx);
  });
  return { settings: await invoiceSettings(db), message: INVOICE_MSG.settingsSaved };
}

/** The audit entry speaks percent, as the form does. */
const view = (s: Stored) => ({
  sellerName: s.sellerName, address: s.address, gstin: s.gstin, stateCode: s.stateCode,
  gstRate: s.gstRateBp === undefined ? undefined : bpToPercent(s.gstRateBp), sac: s.sac,
});
