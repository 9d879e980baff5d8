import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import {
  CommodityContractIdParamsSchema, CommodityContractSchema, CommodityContractUpdateSchema, CONTRACT_MSG,
} from '@tlt/shared/trade-calculator';
import { ok } from '../../lib/envelope.ts';
import { listContracts, updateContract } from './service.ts';

/**
 * The calculator's commodity contracts (issue 11, decision 0019): every member with a current plan
 * reads them (the calculator needs no terms); admins correct one when the exchange changes it.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calculator'];

  app.get('/calculator/contracts', {
    schema: { tags, response: { 200: envelopeSchema(z.array(CommodityContractSchema)) } },
    onRequest: app.requireMember,
  }, async () => ok(await listContracts(app.db)));

  app.patch('/calculator/contracts/:id', {
    schema: { tags, params: CommodityContractIdParamsSchema, body: CommodityContractUpdateSchema, response: { 200: envelopeSchema(CommodityContractSchema) } },
    onRequest: app.requireAdmin,
  }, async (req) => ok(await updateContract(app.db, req.params.id, req.body), CONTRACT_MSG.saved));
};

export default routes;
