import { BRAND } from '@warmwise/common';
import { Router } from 'express';
import { contextOf } from '../context/request-context.js';

/** GET /api/account/export (a JSON download) and DELETE /api/account, for the signed-in user only. */
export function privacyRoutes(): Router {
  const router = Router();
  router.get('/account/export', async (req, res) => {
    const exported = await contextOf(req).services.privacy.exportAccount();
    const filename = `${BRAND.productName.toLowerCase()}-data-${exported.exportedAt.slice(0, 10)}.json`;
    res.set('Content-Disposition', `attachment; filename="${filename}"`).json(exported);
  });
  router.delete('/account', async (req, res) => {
    await contextOf(req).services.privacy.deleteAccount();
    res.json({ success: true });
  });
  return router;
}
