import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVOICE_MSG } from '@tlt/shared/invoices';
import { auditLog } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { SELLER, paidMemberAwaitingInvoice, putSeller } from '../../../test/billing.ts';

const app = await testApp();
const admin = await makeUser(app, { userType: 'admin' });
const get = (token?: string) => call(app, { method: 'GET', url: '/api/settings/invoice', token });
const entries = () => app.db.select().from(auditLog).where(and(eq(auditLog.action, 'invoice.settings'), eq(auditLog.actorId, admin.user.id)));

describe('invoice settings', () => {
  it('until set: defaults, complete false, and no invoice is issued (never one saying "not set", issue 26)', async () => {
    expect((await get(admin.token)).body.data).toEqual({
      sellerName: null, address: null, gstin: null, stateCode: null, gstRate: 18, sac: '999293', complete: false, updatedAt: null,
    });
    await paidMemberAwaitingInvoice(app);
  });

  it('admins only: visitors 401, members 403', async () => {
    const member = await makeUser(app);
    expect((await get()).status).toBe(401);
    expect((await get(member.token)).status).toBe(403);
    expect((await putSeller(app, member.token)).status).toBe(403);
    expect((await call(app, { method: 'PUT', url: '/api/settings/invoice', payload: SELLER })).status).toBe(401);
    expect((await get(admin.token)).body.data.complete).toBe(false);
  });

  it("refuses a GSTIN with a wrong check character or of another state, a rate past 40%, a bad SAC", async () => {
    const refused = async (patch: object, message: string) => {
      const r = await putSeller(app, admin.token, { ...SELLER, ...patch });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    };
    await refused({ gstin: '27AAPFU0939F1ZW' }, INVOICE_MSG.gstinInvalid);
    await refused({ stateCode: '29' }, INVOICE_MSG.gstinState);
    await refused({ gstRate: 41 }, INVOICE_MSG.rateInvalid);
    await refused({ sac: '12345' }, INVOICE_MSG.sacInvalid);
    await refused({ stateCode: '96', gstin: '27AAPFU0939F1ZV' }, INVOICE_MSG.stateRequired);
    expect(await entries()).toHaveLength(0);
  });

  it('a save is audited with what changed, in the same transaction; saving the same again records nothing', async () => {
    const r = await putSeller(app, admin.token, { ...SELLER, gstin: '27aapfu0939f1zv' });
    expect(r.body).toMatchObject({ status: true, message: INVOICE_MSG.settingsSaved, data: { ...SELLER, complete: true } });
    let audit = await entries();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { sellerName: null, gstin: null }, after: { sellerName: SELLER.sellerName, gstin: SELLER.gstin, gstRate: 18 } });
    await putSeller(app, admin.token);
    expect(await entries()).toHaveLength(1);
    await putSeller(app, admin.token, { ...SELLER, gstRate: 12.5 });
    audit = await entries();
    expect(audit).toHaveLength(2);
    expect(audit.find((a) => (a.after as { gstRate?: number }).gstRate === 12.5)).toMatchObject({ before: { gstRate: 18 }, after: { gstRate: 12.5 } });
    expect((await get(admin.token)).body.data).toMatchObject({ gstRate: 12.5, complete: true });
  });
});
