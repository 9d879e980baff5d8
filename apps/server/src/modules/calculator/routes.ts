import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import {
  CommodityContractIdParamsSchema, CommodityContractSchema, CommodityContractUpdateSchema, CONTRACT_MSG,
} from '@tlt/shared/trade-calculator';
import { ok } from '../../lib/envelope.ts';
import { listContracts, updateContract } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

/**
 * The calculator's commodity contracts (issue 11, decision 0019): every member with a current plan
 * reads them (the calculator needs no terms); admins correct one when the exchange changes it.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calculator'];

  app.get('/calculator/contracts', {
    schema: {
      operationId: 'getCalculatorContracts',
      summary: 'Read calculator contracts',
      description: 'The contracts the position calculator offers.',
      tags, response: { 200: envelopeSchema(z.array(CommodityContractSchema)), ...errorResponses(400, 401, 402, 429) } },
    onRequest: app.requireMember,
  }, async () => ok(await listContracts(app.db)));

  app.patch('/calculator/contracts/:id', {
    schema: {
      operationId: 'patchCalculatorContractsById',
      summary: 'Update a calculator contract',
      description: 'Admins only.',
      tags, params: CommodityContractIdParamsSchema, body: CommodityContractUpdateSchema, response: { 200: envelopeSchema(CommodityContractSchema), ...errorResponses(400, 401, 403, 404, 413, 414, 415, 429, 503) } },
    onRequest: app.requireAdmin,
  }, async (req) => ok(await updateContract(app.db, req.params.id, req.body), CONTRACT_MSG.saved));
};

export default routes;
