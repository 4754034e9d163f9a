import { BRAND } from '@warmwise/common';
import { z } from 'zod';
import { isProxyAddress } from './proxy-address.js';
import { resolveFromRoot } from './paths.js';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const optionalSecret = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const baseUrl = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine((value) => /^https?:\/\/[^/]/.test(value), { message: 'must start with http:// or https://' })
    .transform((value) => value.replace(/\/+$/, ''));

/**
 * Which proxies may tell us the client's address in X-Forwarded-For: none (the default: the socket's
 * address is the client), a hop count, or a comma-separated list of addresses, CIDR ranges and
 * Express's names (loopback, linklocal, uniquelocal). Every per-address rate limit rests on this.
 */
const trustProxy = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (invalid.length > 0) {
      ctx.addIssue({ code: 'custom', message: `not a hop count, address, CIDR range or loopback/linklocal/uniquelocal: ${invalid.join(', ')}` });
      return z.NEVER;
    }
    return entries;
  });

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .optional()
  .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes'].includes(value)));

/**
 * Every environment variable the server reads, with its default. `.env.example` documents
 * the same list; `loadConfig` fails at boot with one readable line per problem.
 */
const envSchema = z.object({
  // Unset NODE_ENV means production: the safe reading (no introspection, no outbox, secure cookies).
  NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset: loopback in development (its mail outbox holds sign-in codes), every interface otherwise.
  HOST: z.string().trim().min(1).optional(),
  TRUST_PROXY: trustProxy,
  PUBLIC_BASE_URL: optionalUrl(['http', 'https']),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  EMBEDDED_PG_DIR: z.string().default('.data/postgres'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  STORE_KEY_PREFIX: z.string().default('warmwise:'),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('Warmwise <no-reply@warmwise.example>'),
  MAIL_OUTBOX_DIR: z.string().default('.data/outbox'),
  QUOTE_TEAM_EMAIL: z.string().email().default(BRAND.supportEmail),
  CONTACT_TEAM_EMAIL: z.string().email().optional(),
  SESSION_TTL_SECONDS: z.coerce.number().int().min(60).default(60 * 60 * 24 * 7),
  AUTH_SKIP_VERIFICATION: flag,
  AUTH_CODE_SECRET: optionalSecret.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  CORS_ORIGINS: z.string().default(''),
  GRAPHQL_INTROSPECTION: flag,
  // GraphQL requests one network may send each server process in a minute (graphql/graphql-request-limit.ts).
  GRAPHQL_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  // Sessions one network may start in an hour (session/session.middleware.ts).
  NEW_SESSIONS_PER_NETWORK_PER_HOUR: z.coerce.number().int().min(1).default(100),
  // Welcome mails one network may ask for in an hour (welcome/welcome.service.ts).
  WELCOMES_PER_NETWORK_PER_HOUR: z.coerce.number().int().min(1).default(20),
  // The API playground at /playground (its schema explorer needs introspection, which it turns on).
  PLAYGROUND: flag,
  FRONTEND_DIST_DIR: z.string().default('frontend/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  // The live EPC register: look-ups go to it only when credentials are set (see epc/register/).
  EPC_REGISTER_EMAIL: optionalSecret,
  EPC_REGISTER_API_KEY: optionalSecret,
  EPC_REGISTER_BASE_URL: baseUrl('https://epc.opendatacommunities.org'),
  EPC_REGISTER_TOKEN: optionalSecret,
  EPC_REGISTER_V2_BASE_URL: baseUrl('https://api.get-energy-performance-data.communities.gov.uk'),
  // Far below the client's 45 s: past it the local dataset answers instead.
  EPC_REGISTER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4_000),
  EPC_REGISTER_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).default(60 * 60 * 24),
  // Background jobs (mail, the CRM webhook, retention): see jobs/. Failed attempts wait
  // JOB_RETRY_DELAY_SECONDS, doubling each time up to JOB_RETRY_DELAY_MAX_SECONDS.
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(10),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  JOB_RETRY_DELAY_MAX_SECONDS: z.coerce.number().int().min(1).default(60 * 60),
  JOB_POLLING_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  INTERACTION_WEBHOOK_URL: optionalUrl(['http', 'https']),
  INTERACTION_WEBHOOK_SECRET: optionalSecret,
  // Thermy's language model (an OpenAI-compatible chat completions endpoint) and its time budget;
  // without a URL and model Thermy answers from its grounding alone (see docs/thermy.md).
  THERMY_LLM_URL: optionalUrl(['http', 'https']),
  THERMY_LLM_MODEL: optionalSecret,
  THERMY_LLM_API_KEY: optionalSecret,
  THERMY_LLM_FIRST_TOKEN_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  THERMY_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  // An external assistant /ask-thermy embeds in a frame instead of its own chat.
  THERMY_FRAME_URL: optionalUrl(['http', 'https']),
});

export type AppConfig = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function toConfig(env: z.infer<typeof envSchema>) {
  const isProduction = env.NODE_ENV === 'production';
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST ?? (env.NODE_ENV === 'development' ? '127.0.0.1' : '0.0.0.0'),
    trustProxy: env.TRUST_PROXY,
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    database: env.DATABASE_URL
      ? { kind: 'external' as const, url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
      : {
          kind: 'embedded' as const,
          dataDir: resolveFromRoot(env.EMBEDDED_PG_DIR),
          port: env.EMBEDDED_PG_PORT,
          poolMax: env.DATABASE_POOL_MAX,
        },
    store: env.REDIS_URL
      ? { kind: 'redis' as const, url: env.REDIS_URL, keyPrefix: env.STORE_KEY_PREFIX }
      : { kind: 'memory' as const, keyPrefix: env.STORE_KEY_PREFIX },
    mail: env.SMTP_URL
      ? { kind: 'smtp' as const, url: env.SMTP_URL, from: env.MAIL_FROM }
      : { kind: 'outbox' as const, dir: resolveFromRoot(env.MAIL_OUTBOX_DIR), from: env.MAIL_FROM },
    quoteTeamEmail: env.QUOTE_TEAM_EMAIL,
    contactTeamEmail: env.CONTACT_TEAM_EMAIL ?? env.QUOTE_TEAM_EMAIL,
    sessionTtlSeconds: env.SESSION_TTL_SECONDS,
    accounts: { skipVerification: env.AUTH_SKIP_VERIFICATION ?? false, codeSecret: env.AUTH_CODE_SECRET },
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    playground: env.PLAYGROUND ?? !isProduction,
    graphqlIntrospection: env.GRAPHQL_INTROSPECTION ?? env.PLAYGROUND ?? !isProduction,
    graphqlRequestsPerMinute: env.GRAPHQL_REQUESTS_PER_MINUTE,
    newSessionsPerNetworkPerHour: env.NEW_SESSIONS_PER_NETWORK_PER_HOUR,
    welcomesPerNetworkPerHour: env.WELCOMES_PER_NETWORK_PER_HOUR,
    frontendDistDir: resolveFromRoot(env.FRONTEND_DIST_DIR),
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    epcRegister: epcRegisterConfig(env),
    jobs: {
      retryLimit: env.JOB_RETRY_LIMIT,
      retryDelaySeconds: env.JOB_RETRY_DELAY_SECONDS,
      retryDelayMaxSeconds: env.JOB_RETRY_DELAY_MAX_SECONDS,
      pollingIntervalSeconds: env.JOB_POLLING_INTERVAL_SECONDS,
    },
    interactionWebhook:
      env.INTERACTION_WEBHOOK_URL && env.INTERACTION_WEBHOOK_SECRET
        ? { url: env.INTERACTION_WEBHOOK_URL, secret: env.INTERACTION_WEBHOOK_SECRET }
        : null,
    thermy: thermyConfig(env),
  };
}

/** Thermy's mode: a model writing from the grounding, an external assistant in a frame, or neither. */
function thermyConfig(env: z.infer<typeof envSchema>) {
  return {
    model:
      env.THERMY_LLM_URL && env.THERMY_LLM_MODEL
        ? {
            url: env.THERMY_LLM_URL,
            model: env.THERMY_LLM_MODEL,
            apiKey: env.THERMY_LLM_API_KEY,
            firstTokenMs: env.THERMY_LLM_FIRST_TOKEN_MS,
            timeoutMs: env.THERMY_LLM_TIMEOUT_MS,
          }
        : null,
    frameUrl: env.THERMY_FRAME_URL ?? null,
  };
}

/** The live register's settings; null when no credentials are set (the local table answers alone). */
function epcRegisterConfig(env: z.infer<typeof envSchema>) {
  const basic =
    env.EPC_REGISTER_EMAIL && env.EPC_REGISTER_API_KEY
      ? { baseUrl: env.EPC_REGISTER_BASE_URL, email: env.EPC_REGISTER_EMAIL, apiKey: env.EPC_REGISTER_API_KEY }
      : null;
  const bearer = env.EPC_REGISTER_TOKEN ? { baseUrl: env.EPC_REGISTER_V2_BASE_URL, token: env.EPC_REGISTER_TOKEN } : null;
  if (!basic && !bearer) return null;
  return {
    basic,
    bearer,
    timeoutMs: env.EPC_REGISTER_TIMEOUT_MS,
    cacheTtlSeconds: env.EPC_REGISTER_CACHE_TTL_SECONDS,
  };
}

const isLoopbackUrl = (value: string) => URL.canParse(value) && ['localhost', '127.0.0.1', '[::1]'].includes(new URL(value).hostname);

function thermyProblems(env: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (Boolean(env.THERMY_LLM_URL) !== Boolean(env.THERMY_LLM_MODEL)) problems.push('THERMY_LLM_URL, THERMY_LLM_MODEL: set both or neither');
  // Questions and a home's figures go to the model: in production only over TLS, or to this machine.
  if (env.NODE_ENV === 'production' && env.THERMY_LLM_URL?.startsWith('http://') && !isLoopbackUrl(env.THERMY_LLM_URL)) {
    problems.push('THERMY_LLM_URL: must be https:// in production (http:// only for this machine)');
  }
  if (env.THERMY_LLM_FIRST_TOKEN_MS > env.THERMY_LLM_TIMEOUT_MS) problems.push('THERMY_LLM_FIRST_TOKEN_MS: must not exceed THERMY_LLM_TIMEOUT_MS');
  // The frame's page runs beside ours with the microphone and camera: only over TLS, but for a developer's own machine.
  const frame = env.THERMY_FRAME_URL;
  if (frame && !URL.canParse(frame)) problems.push('THERMY_FRAME_URL: not a valid address');
  else if (frame && !(frame.startsWith('https://') || (env.NODE_ENV !== 'production' && isLoopbackUrl(frame)))) {
    problems.push('THERMY_FRAME_URL: must be https:// (http:// only for localhost in development and test)');
  }
  return problems;
}

/** Reads and validates the environment; throws ConfigError listing every problem at once. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const problems: string[] = [];
  if (parsed.data.NODE_ENV === 'production') {
    // The embedded database and the mail outbox are for a developer's machine only.
    if (!parsed.data.DATABASE_URL) problems.push('DATABASE_URL: required in production');
    if (!parsed.data.SMTP_URL) problems.push('SMTP_URL: required in production');
    if (!parsed.data.PUBLIC_BASE_URL) problems.push('PUBLIC_BASE_URL: required in production');
    // A per-process key would void every mailed code at a restart or on another instance.
    if (!parsed.data.AUTH_CODE_SECRET) problems.push('AUTH_CODE_SECRET: required in production');
  }
  // Unsigned calls would let anyone who learns the CRM's address post fake quote requests to it.
  if (parsed.data.INTERACTION_WEBHOOK_URL && (parsed.data.INTERACTION_WEBHOOK_SECRET ?? '').length < 32) {
    problems.push('INTERACTION_WEBHOOK_SECRET: 32+ characters, required when INTERACTION_WEBHOOK_URL is set');
  }
  if (Boolean(parsed.data.EPC_REGISTER_EMAIL) !== Boolean(parsed.data.EPC_REGISTER_API_KEY)) {
    problems.push('EPC_REGISTER_EMAIL, EPC_REGISTER_API_KEY: set both or neither');
  }
  problems.push(...thermyProblems(parsed.data));
  if (problems.length > 0) throw new ConfigError(problems);
  return toConfig(parsed.data);
}
