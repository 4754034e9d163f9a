import { Router } from 'express';
import { contextOf } from '../context/request-context.js';
import { presentPropertyJson } from '../properties/property.presenter.js';
import { presentEnergyPlan } from './energy-plan.presenter.js';

/** REST wrappers of spec section 7 for plans and recommendations. */
export function energyPlanRoutes(): Router {
  const router = Router();

  router.get('/properties/:id/energy-plan', async (req, res) => {
    res.json(presentEnergyPlan(await contextOf(req).services.plans.currentPlan(req.params.id)));
  });

  router.post('/recommendations', async (req, res) => {
    const plan = await contextOf(req).services.plans.createPlan(req.body);
    res.status(201).json({ energyPlan: presentEnergyPlan(plan), property: presentPropertyJson(plan.property) });
  });

  router.delete('/recommendations/:id', async (req, res) => {
    const body = (req.body ?? {}) as { energyPlanId?: unknown };
    const plan = await contextOf(req).services.plans.removeRecommendation(req.params.id, body.energyPlanId);
    res.json({ energyPlan: presentEnergyPlan(plan) });
  });

  // Undo of a removal: the measure is named by its title, since the removed row no longer exists.
  router.post('/recommendations/restore', async (req, res) => {
    const body = (req.body ?? {}) as { title?: unknown; energyPlanId?: unknown };
    const plan = await contextOf(req).services.plans.restoreRecommendation(body.title, body.energyPlanId);
    res.json({ energyPlan: presentEnergyPlan(plan) });
  });

  router.get('/recommendations/:title/details', async (req, res) => {
    const planId = typeof req.query.energyPlanId === 'string' ? req.query.energyPlanId : undefined;
    res.json(await contextOf(req).services.plans.details(req.params.title, planId));
  });

  return router;
}
