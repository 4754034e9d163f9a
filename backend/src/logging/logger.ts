import { pino, type DestinationStream, type Logger } from 'pino';
import { maskCredentials } from './credential-mask.js';

export type { Logger };

/**
 * The app's logger. Every line's fields and message pass through `maskCredentials`, so a token,
 * session id, partner key or code that reaches a log call (in an error's message, a SQL statement,
 * a URL) is masked in every environment, production included.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'warmwise' },
    // Never write credentials or session ids into logs.
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    hooks: {
      logMethod(this: Logger, args: Parameters<Logger['info']>, method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => maskCredentials(arg)),
        );
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
