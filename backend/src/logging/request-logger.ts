import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from './logger.js';

const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** What a load balancer polls: answered often, never worth a line. */
const UNLOGGED_PATHS = new Set(['/healthz', '/readyz']);
/** A share or resume link's token opens a plan (the second for editing): it stays out of the logs like a password would. */
const TOKEN_IN_PATH = /^((?:\/api)?\/(?:plan|share|resume)\/)[^/?#]+/;
/** Query parameters that carry a credential, or a GraphQL document or variables that may hold one. */
const SECRET_PARAMETER = /^(?:token|code|key|api_key|apikey|sid|session|password|secret|query|variables|extensions)$/i;

/**
 * The URL as logged: a link's token masked, and the values of query parameters that may hold a
 * credential (the logger masks anything token-shaped that is left).
 * @internal exported for its tests
 */
export function loggedUrl(url: string): string {
  const [path, query] = url.replace(TOKEN_IN_PATH, '$1[token]').split(/\?(.*)/s, 2);
  if (query === undefined) return path;
  const masked = query
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0];
      return SECRET_PARAMETER.test(decodeURIComponentSafely(name)) && pair.includes('=') ? `${name}=[masked]` : pair;
    })
    .join('&');
  return `${path}?${masked}`;
}

function decodeURIComponentSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Gives each request an id and logs it once, when answered: the caller's X-Request-Id when it is a
 * safe token (so a proxy's id threads through), otherwise a new UUID, echoed in the response.
 * `req.log` carries the id. The line names the method, path, status and time, never headers or
 * bodies, so no cookie, key or form field reaches the logs, and a link's token is masked. (pino-http, used before, serialised
 * the whole request for every child logger, even when its line was below the log level: about a
 * twentieth of a GraphQL request's CPU.)
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers[REQUEST_ID_HEADER];
    const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    req.id = id;
    req.log = logger.child({ reqId: id });
    if (UNLOGGED_PATHS.has(req.url)) return next();
    const started = process.hrtime.bigint();
    const logAnswer = () => {
      res.removeListener('close', logAnswer);
      res.removeListener('finish', logAnswer);
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!req.log.isLevelEnabled(level)) return;
      const responseTime = Number(process.hrtime.bigint() - started) / 1e6;
      const aborted = !res.writableFinished;
      req.log[level](
        { req: { method: req.method, url: loggedUrl(req.originalUrl), remoteAddress: req.ip }, res: { statusCode: status }, responseTime: Math.round(responseTime * 10) / 10 },
        aborted ? 'request aborted' : 'request completed',
      );
    };
    res.once('finish', logAnswer);
    res.once('close', logAnswer);
    next();
  };
}
