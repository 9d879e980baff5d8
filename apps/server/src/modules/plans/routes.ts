import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { PLAN_MSG, PlanConfigSchema, planIdField, PlanSchema, UpdateOfferSchema, UpdatePlanPriceSchema } from '@tlt/shared/plans';
import { endOfIndiaDay } from '@tlt/shared/india-time';
import { ok } from '../../lib/envelope.ts';
import { activeDiscount, listPlans, planConfig, toPlanDto, updateOffer, updatePlanPrice } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const plansOut = { 200: envelopeSchema(z.array(PlanSchema)) };
  const allPlans = async () => {
    const { discount } = await activeDiscount(app.db);
    return (await listPlans(app.db)).map((p) => toPlanDto(p, discount));
  };
  /** The prices and the offer change with the clock alone when the day's offer ends, and when India's day ends (it starts again). */
  const offerChange = async () => {
    const now = new Date();
    const { expiry, expired } = await planConfig(app.db, now);
    return Math.min(endOfIndiaDay(now).getTime(), expired ? Infinity : new Date(expiry).getTime());
  };

  app.get('/plan/all', { config: { publicCache: { expiresAt: offerChange } }, schema: {
      operationId: 'getPlanAll',
      summary: 'List plans',
      description: 'The plans on sale, with their prices.',
      tags: ['plans'], response: { ...plansOut, ...errorResponses(400, 429) } } }, async () => ok(await allPlans()));

  // The spec's client reads data[0].
  app.get('/plan/config', { config: { publicCache: { expiresAt: offerChange } }, schema: {
      operationId: 'getPlanConfig',
      summary: 'Read the plans page settings',
      description: 'The settings of the public plans page.',
      tags: ['plans'], response: { 200: envelopeSchema(z.array(PlanConfigSchema)), ...errorResponses(400, 429) } } },
    async () => ok([await planConfig(app.db)]));

  app.put('/plan/config', {
    schema: {
      operationId: 'putPlanConfig',
      summary: 'Update the plans page settings',
      description: 'Admins only.',
      tags: ['plans'], body: UpdateOfferSchema, response: { 200: envelopeSchema(z.array(PlanConfigSchema)), ...errorResponses(400, 401, 403, 413, 415, 429, 503) } },
    onRequest: app.requireAdmin,
  }, async (req) => {
    await updateOffer(app.db, req.body, { id: req.user!.id, ip: req.ip });
    return ok([await planConfig(app.db)], PLAN_MSG.offerUpdated);
  });

  app.put('/plan/:id', {
    schema: {
      operationId: 'putPlanById',
      summary: 'Update a plan',
      description: 'Admins only: changes a plan.',
      tags: ['plans'], params: z.object({ id: planIdField }), body: UpdatePlanPriceSchema, response: { ...plansOut, ...errorResponses(400, 401, 403, 404, 413, 414, 415, 429, 503) } },
    onRequest: app.requireAdmin,
  }, async (req) => {
    await updatePlanPrice(app.db, req.params.id, req.body, { id: req.user!.id, ip: req.ip });
    return ok(await allPlans(), PLAN_MSG.planUpdated);
  });
};

export default routes;
