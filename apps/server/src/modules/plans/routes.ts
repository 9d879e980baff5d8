import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { PlanConfigSchema, planIdField, PlanSchema, UpdateOfferSchema, UpdatePlanPriceSchema } from '@tlt/shared/plans';
import { ok } from '../../lib/envelope.ts';
import { activeDiscount, listPlans, planConfig, toPlanDto, updateOffer, updatePlanPrice } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const plansOut = { 200: envelopeSchema(z.array(PlanSchema)) };
  const allPlans = async () => {
    const { discount } = await activeDiscount(app.db);
    return (await listPlans(app.db)).map((p) => toPlanDto(p, discount));
  };

  app.get('/plan/all', { schema: { tags: ['plans'], response: plansOut } }, async () => ok(await allPlans()));

  // The spec's client reads data[0].
  app.get('/plan/config', { schema: { tags: ['plans'], response: { 200: envelopeSchema(z.array(PlanConfigSchema)) } } },
    async () => ok([await planConfig(app.db)]));

  app.put('/plan/config', {
    schema: { tags: ['plans'], body: UpdateOfferSchema, response: { 200: envelopeSchema(z.array(PlanConfigSchema)) } },
    onRequest: app.requireAdmin,
  }, async (req) => {
    await updateOffer(app.db, req.body, { id: req.user!.id, ip: req.ip });
    return ok([await planConfig(app.db)], 'Offer updated');
  });

  app.put('/plan/:id', {
    schema: { tags: ['plans'], params: z.object({ id: planIdField }), body: UpdatePlanPriceSchema, response: plansOut },
    onRequest: app.requireAdmin,
  }, async (req) => {
    await updatePlanPrice(app.db, req.params.id, req.body, { id: req.user!.id, ip: req.ip });
    return ok(await allPlans(), 'Plan updated');
  });
};

export default routes;
