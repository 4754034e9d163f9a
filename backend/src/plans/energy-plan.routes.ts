import { planRequestSchema, propertyInputSchema, recommendationRemovalSchema, recommendationRestoreSchema } from '@warmwise/common';
import { Router, type Response } from 'express';
import { contextOf } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';
import { presentPropertyJson } from '../properties/index.js';
import { presentEnergyPlan } from './energy-plan.presenter.js';
import { planStamp } from './plan-stamp.js';
import { PresentedPlanCache } from './presented-plan-cache.js';

/** The stamp doubles as the ETag, so Express need not hash the body and a revalidation gets 304. */
function sendPlanJson(res: Response, stamp: string | null, json: string): void {
  if (stamp) res.set('ETag', `W/"${stamp}"`);
  res.type('json').send(json);
}

/** The REST paths for plans and recommendations (docs/api.md), over the same services as GraphQL. */
export function energyPlanRoutes(): Router {
  const router = Router();
  const presented = new PresentedPlanCache();

  // The plan page's read, reloaded often: a plan already presented is sent as it was (see
  // PresentedPlanCache). A read only: no current plan stored answers 409 with `outOfDate: true`.
  router.get('/properties/:id/energy-plan', async (req, res) => {
    const { plans } = contextOf(req).services;
    const stamp = await plans.currentPlanStamp(req.params.id);
    const cached = stamp ? presented.get(stamp) : undefined;
    if (stamp && cached !== undefined) return void sendPlanJson(res, stamp, cached);
    const plan = await plans.readCurrentPlan(req.params.id);
    const json = JSON.stringify(presentEnergyPlan(plan));
    const read = planStamp(plan);
    if (read) presented.set(read, json);
    sendPlanJson(res, read, json);
  });

  // The plan of one of the visitor's homes by its id (the stored one when there is one), or of the
  // home profile the body holds, saved first in the same transaction.
  router.post('/recommendations', async (req, res) => {
    const { plans } = contextOf(req).services;
    const { propertyId, priority } = parseInput(planRequestSchema, req.body);
    const plan = propertyId ? await plans.currentPlan(propertyId, priority) : await plans.saveProfile(undefined, parseInput(propertyInputSchema, req.body), priority);
    res.status(201).json({ energyPlan: presentEnergyPlan(plan), property: presentPropertyJson(plan.property) });
  });

  router.delete('/recommendations/:id', async (req, res) => {
    const { energyPlanId } = parseInput(recommendationRemovalSchema, req.body);
    const plan = await contextOf(req).services.plans.removeRecommendation(req.params.id, energyPlanId);
    res.json({ energyPlan: presentEnergyPlan(plan) });
  });

  // Undo of a removal: the measure is named by its title, since the removed row no longer exists.
  router.post('/recommendations/restore', async (req, res) => {
    const { title, energyPlanId } = parseInput(recommendationRestoreSchema, req.body);
    const plan = await contextOf(req).services.plans.restoreRecommendation(title, energyPlanId);
    res.json({ energyPlan: presentEnergyPlan(plan) });
  });

  router.get('/recommendations/:title/details', async (req, res) => {
    const planId = typeof req.query.energyPlanId === 'string' ? req.query.energyPlanId : undefined;
    res.json(await contextOf(req).services.plans.details(req.params.title, planId));
  });

  return router;
}
