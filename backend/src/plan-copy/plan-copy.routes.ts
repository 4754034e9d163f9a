import { PLAN_COPY_SENDING_MESSAGE, planCopyMailInputSchema } from '@warmwise/common';
import { Router, type RequestHandler, type Response } from 'express';
import { contextOf } from '../context/request-context.js';
import { DomainError } from '../errors/domain-error.js';
import { answerFailure } from '../errors/failure-answer.js';
import { parseInput } from '../errors/parse-input.js';
import { PLAN_COPY_FILENAME } from './plan-copy.service.js';

function sendPdf(res: Response, pdf: Buffer): void {
  res.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${PLAN_COPY_FILENAME}"`, 'Cache-Control': 'private, no-store' });
  res.send(pdf);
}

const SENDING = { success: true, message: PLAN_COPY_SENDING_MESSAGE };

/** The share link's paths fail in the shared plan's own shape, and are never indexed. */
const sharedPath =
  (handle: RequestHandler): RequestHandler =>
  async (req, res, next) => {
    res.set('X-Robots-Tag', 'noindex');
    try {
      await handle(req, res, next);
    } catch (error) {
      if (!(error instanceof DomainError)) return next(error);
      answerFailure(res, error);
    }
  };

/** REST wrappers for a copy of a plan, a PDF to download or mail (docs/api.md, "A copy to keep"). */
export function planCopyRoutes(): Router {
  const router = Router();

  router.get('/properties/:id/energy-plan/pdf', async (req, res) => {
    sendPdf(res, await contextOf(req).services.planCopy.ownPdf(req.params.id));
  });

  // 202 whether or not a mail went: the answer never tells whether the address had its allowance.
  router.post('/properties/:id/energy-plan/email', async (req, res) => {
    const request = parseInput(planCopyMailInputSchema, req.body);
    await contextOf(req).services.planCopy.emailOwn(req.params.id, request);
    res.status(202).json(SENDING);
  });

  router.get(
    '/plan/:token/pdf',
    sharedPath(async (req, res) => {
      sendPdf(res, await contextOf(req).services.planCopy.sharedPdf(String(req.params.token)));
    }),
  );

  router.post(
    '/plan/:token/email',
    sharedPath(async (req, res) => {
      const request = parseInput(planCopyMailInputSchema, req.body);
      await contextOf(req).services.planCopy.emailShared(String(req.params.token), request);
      res.status(202).json(SENDING);
    }),
  );

  return router;
}
