import type { Logger } from '../logging/logger.js';
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

// Set by logging/request-logger.ts on every request before anything else reads them.
declare module 'node:http' {
  interface IncomingMessage {
    id: string;
    log: Logger;
  }
}
