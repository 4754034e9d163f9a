import type { Session } from '../session/session.js';
import type { RequestContext } from './request-context.js';

declare global {
  namespace Express {
    interface Request {
      session: Session;
      context?: RequestContext;
    }
  }
}
