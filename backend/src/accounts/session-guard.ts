import type { RequestHandler } from 'express';
import { contextOf } from '../context/request-context.js';
import { findSignedInUser } from './current-user.js';

/**
 * Ends sign-ins that are over before any route runs: the account was deleted, or its sessions were
 * ended (password reset) after this one signed in. Such a session becomes a new anonymous visitor,
 * so no ownership check (they all use the session's visitor id) can reach the account's rows.
 */
export const endExpiredSignIns: RequestHandler = async (req, _res, next) => {
  const context = contextOf(req);
  if (context.session.data.userId && !(await findSignedInUser(context.em, context.session))) {
    await context.sessionControl.startAnew();
  }
  next();
};
