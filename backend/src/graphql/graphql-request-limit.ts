import type { RequestHandler } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { clientNetwork } from '../rate-limit/client-network.js';
import { tooManyRequests } from '../rate-limit/rate-limiter.js';

/**
 * GraphQL requests per client network, counted by this server process before anything else runs.
 * Reading, parsing and validating a document costs this process's CPU whatever the answer, so the
 * count guards the process itself: it is kept in memory, costs no round trip to the store and
 * holds while the store is away. The REST paths' limits are per action and in the shared store;
 * GraphQL's per-action limits are those same service limits.
 */
export function graphqlRequestLimit(perMinute: number): RequestHandler {
  const limiter = new RateLimiterMemory({ keyPrefix: 'graphql-requests', points: perMinute, duration: 60 });
  return (req, res, next) => {
    limiter.consume(clientNetwork(req.ip ?? '')).then(
      () => next(),
      (refused: unknown) => {
        if (!(refused instanceof RateLimiterRes)) return next(refused);
        const retryAfterSeconds = Math.max(1, Math.ceil(refused.msBeforeNext / 1_000));
        res
          .status(429)
          .set({ 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' })
          .json({ errors: [{ message: tooManyRequests(retryAfterSeconds), extensions: { code: 'RATE_LIMITED', retryAfterSeconds } }] });
      },
    );
  };
}
