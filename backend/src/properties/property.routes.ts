import { Router } from 'express';
import { propertyInputSchema } from '@warmwise/common';
import { contextOf } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';
import { presentPropertyJson } from './property.presenter.js';

/** The REST paths for home profiles (POST, PUT and GET /api/properties), and the visitor's list. */
export function propertyRoutes(): Router {
  const router = Router();

  router.post('/properties', async (req, res) => {
    const property = await contextOf(req).services.properties.create(parseInput(propertyInputSchema, req.body));
    res.status(201).location(`/api/properties/${property.id}`).json(presentPropertyJson(property));
  });

  router.put('/properties/:id', async (req, res) => {
    res.json(presentPropertyJson(await contextOf(req).services.properties.update(req.params.id, parseInput(propertyInputSchema, req.body))));
  });

  router.get('/properties', async (req, res) => {
    res.json((await contextOf(req).services.properties.listOwn()).map(presentPropertyJson));
  });

  router.get('/properties/:id', async (req, res) => {
    res.json(presentPropertyJson(await contextOf(req).services.properties.get(req.params.id)));
  });

  return router;
}
