import { accountEmailInputSchema, loginInputSchema, verifyEmailInputSchema } from '@warmwise/common';
import { type Request, Router } from 'express';
import { contextOf } from '../context/request-context.js';
import { DomainError } from '../errors/domain-error.js';
import { parseInput } from '../errors/parse-input.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import { presentUser } from './account.type.js';
import { passwordResetLinkSchema, passwordResetSchema, registrationSchema } from './password-policy.js';
import { SIGN_OUT_CONFIRMATION_PAGE, signOutRequestIsOurs } from './sign-out-origin.js';

/** The REST account endpoints; answers as in docs/accounts.md. */
export function accountRoutes(): Router {
  const router = Router();
  const services = (req: Request) => contextOf(req).services;

  router.post('/send-verification', async (req, res) => {
    res.json(await services(req).registration.sendVerification(parseInput(registrationSchema, req.body)));
  });

  router.post('/verify-email', async (req, res) => {
    await services(req).registration.verifyEmail(parseInput(verifyEmailInputSchema, req.body));
    res.json({ success: true, message: ACCOUNT_MESSAGES.verified });
  });

  router.post('/resend-verification', async (req, res) => {
    await services(req).registration.resendVerification(parseInput(accountEmailInputSchema, req.body));
    res.json({ success: true, message: ACCOUNT_MESSAGES.codeResent });
  });

  router.post('/login', async (req, res) => {
    res.json({ success: true, user: presentUser(await services(req).auth.login(parseInput(loginInputSchema, req.body))) });
  });

  // Full-page navigation (docs/product.md, "Accounts"): a signed-in visitor goes to their plan, anyone else to sign in.
  router.get('/login', async (req, res) => {
    res.redirect(302, (await services(req).auth.current()) ? '/my-plan' : '/auth');
  });

  // The same rule as the navigation below: a form on another site (or a sibling subdomain's script,
  // whose request carries the Lax cookie) must not sign anyone out either.
  router.post('/logout', async (req, res) => {
    if (!signOutRequestIsOurs(req)) throw new DomainError('FORBIDDEN', 'Sign out from Warmwise itself.');
    await services(req).auth.logout();
    res.json({ success: true });
  });

  // A navigation from another site gets a page to confirm on instead: it must not sign anyone out.
  router.get('/logout', async (req, res) => {
    if (!signOutRequestIsOurs(req)) {
      res.status(200).type('html').send(SIGN_OUT_CONFIRMATION_PAGE);
      return;
    }
    await services(req).auth.logout();
    res.redirect(302, '/');
  });

  router.get('/auth/user', async (req, res) => {
    res.json(presentUser(await services(req).auth.require()));
  });

  router.post('/send-password-reset', async (req, res) => {
    await services(req).passwordReset.sendReset(parseInput(accountEmailInputSchema, req.body));
    res.json({ success: true, message: ACCOUNT_MESSAGES.resetSent });
  });

  router.post('/reset-password', async (req, res) => {
    await services(req).passwordReset.resetPassword(parseInput(passwordResetSchema, req.body));
    res.json({ success: true, message: ACCOUNT_MESSAGES.resetDone });
  });

  router.post('/reset-password/link', async (req, res) => {
    await services(req).passwordReset.resetPasswordWithLink(parseInput(passwordResetLinkSchema, req.body));
    res.json({ success: true, message: ACCOUNT_MESSAGES.resetDone });
  });

  return router;
}
