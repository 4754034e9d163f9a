import http from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import cors from 'cors';
import express from 'express';
import { accountRoutes } from './accounts/account.routes.js';
import { CodeHasher } from './accounts/codes.js';
import { endExpiredSignIns } from './accounts/session-guard.js';
import { addressRoutes } from './addresses/address.routes.js';
import type { AppConfig } from './config/env.js';
import { jsonBody } from './http/json-body.js';
import { requestContextMiddleware } from './context/request-context.js';
import type { Database } from './database/database.js';
import type { RegisterLookup } from './epc/register/index.js';
import { apiNotFound, jsonErrorHandler, requireJsonBody } from './errors/http-error-handler.js';
import { createApollo } from './graphql/apollo.js';
import { healthRoutes } from './health/health.routes.js';
import type { BackgroundWork } from './jobs/background-work.js';
import { HttpDrain } from './http/http-drain.js';
import { securityHeaders } from './http/security-headers.js';
import type { Logger } from './logging/logger.js';
import { requestLogger } from './logging/request-logger.js';
import type { Mailer } from './mail/mailer.js';
import { OutboxMailer } from './mail/outbox-mailer.js';
import { outboxRoutes } from './mail/outbox.routes.js';
import { onlyFromThisMachine } from './http/only-from-this-machine.js';
import { refuseUnacceptableCharacters } from './http/refuse-unacceptable-characters.js';
import { consentRoutes } from './consent/consent.routes.js';
import { contactRoutes } from './contact/contact.routes.js';
import { energyPlanRoutes } from './plans/energy-plan.routes.js';
import { planCopyRoutes } from './plan-copy/plan-copy.routes.js';
import { PlanPdfPool } from './plan-copy/pdf/plan-pdf-pool.js';
import { interactionRoutes } from './interactions/interaction.routes.js';
import { quoteRoutes } from './quotes/quote.routes.js';
import { RateLimiter } from './rate-limit/rate-limiter.js';
import { recommendationImageRoutes } from './recommendation-images/recommendation-image.routes.js';
import { grantsRoutes } from './grants/grants.routes.js';
import { modelAssumptionsRoutes } from './model-assumptions/model-assumptions.routes.js';
import { privacyRoutes } from './privacy/privacy.routes.js';
import { propertyRoutes } from './properties/property.routes.js';
import { SessionManager } from './session/session.js';
import { sessionMiddleware } from './session/session.middleware.js';
import type { KeyValueStore } from './store/key-value-store.js';
import { frontendRoutes } from './web/frontend.routes.js';
import { planFirstScreenRoutes } from './web/plan-first-screen.routes.js';
import { resumePageRoutes } from './resume/resume-page.routes.js';
import { ThermyModel } from './thermy/model/thermy-model.js';
import { thermyRoutes } from './thermy/thermy.routes.js';
import { welcomeRoutes } from './welcome/welcome.routes.js';
import { resumeLinkRoutes } from './resume/resume-link.routes.js';
import { shareLinkRoutes } from './sharing/share-link.routes.js';
import { sharedPlanPageRoutes } from './sharing/shared-plan-page.routes.js';
import { ShareTokens } from './sharing/share-tokens.js';
import { graphqlHttpHandler } from './graphql/graphql-http-handler.js';
import { developmentHostsOnly } from './http/development-hosts-only.js';
import { graphqlRequestLimit } from './graphql/graphql-request-limit.js';
import { documentBudget } from './graphql/limits/document-budget.js';
import { appSchema } from './graphql/schema.js';
import { partnerAccessMiddleware } from './partners/partner-access.js';
import { playgroundRoutes } from './partners/playground.routes.js';

export interface AppDependencies {
  config: AppConfig;
  logger: Logger;
  db: Database;
  store: KeyValueStore;
  /** The transport, for the development outbox page; the app itself mails through `work.mail`. */
  mailer: Mailer;
  work: Pick<BackgroundWork, 'mail' | 'webhook'>;
  register: RegisterLookup;
}

const JSON_BODY_LIMIT_BYTES = 100 * 1024;
/**
 * API answers are compressed per request (they differ per visitor); below about a kilobyte the
 * saving is smaller than the cost. The web app's files are compressed at build time instead.
 */
const API_COMPRESSION_THRESHOLD = '1kb';

/**
 * The whole HTTP surface: health, GraphQL at /graphql, REST at /api, the dev mail outbox and
 * the built web app. GraphQL and REST share one request pipeline (session, context) and call
 * the same services.
 */
export async function createHttpServer(deps: AppDependencies) {
  const { config, logger, db, store } = deps;
  const app = express();
  const server = http.createServer(app);
  const apollo = await createApollo(config, logger);
  const drain = new HttpDrain(server);
  const sessions = new SessionManager(store, config.sessionTtlSeconds);
  const limiter = new RateLimiter(store);
  // Copies are made on worker threads, which stop with the server.
  const planPdfs = new PlanPdfPool();
  server.once('close', () => void planPdfs.close());

  app.disable('x-powered-by');
  // Explicit (TRUST_PROXY, default none): trusting a proxy that is not there lets any client
  // choose its own address in X-Forwarded-For and walk past every per-address limit.
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders(config.isProduction, config.thermy.frameUrl));
  if (config.env === 'development') app.use(developmentHostsOnly(config.publicBaseUrl));
  app.use(requestLogger(logger));
  app.use(healthRoutes(db, store, () => drain.isDraining));

  if (config.env === 'development' && deps.mailer instanceof OutboxMailer) {
    app.use('/dev/outbox', onlyFromThisMachine, outboxRoutes(deps.mailer));
  }

  const shareTokens = new ShareTokens(config.accounts.codeSecret);
  const compress = compressWhenAccepted(compression({ threshold: API_COMPRESSION_THRESHOLD }));
  // Who the visitor is and the services that act for them: the API's, and the plan page's own.
  const visitor: express.RequestHandler[] = [
    cookieParser(),
    sessionMiddleware(sessions, config.isProduction, limiter, config.newSessionsPerNetworkPerHour),
    requestContextMiddleware((db.orm as MikroORM).em, {
      register: deps.register,
      mail: deps.work.mail,
      webhook: deps.work.webhook,
      quoteTeamEmail: config.quoteTeamEmail,
      welcomesPerNetworkPerHour: config.welcomesPerNetworkPerHour,
      contactTeamEmail: config.contactTeamEmail,
      publicBaseUrl: config.publicBaseUrl,
      limiter,
      accounts: { skipVerification: config.accounts.skipVerification, codeHasher: new CodeHasher(config.accounts.codeSecret), store },
      secureCookies: config.isProduction,
      shareTokens,
      thermyModel: config.thermy.model && new ThermyModel(config.thermy.model),
      planPdfs,
    }),
    endExpiredSignIns,
  ];
  // The steps GraphQL and REST share, as one list Express runs in order on either path.
  const apiPipeline: express.RequestHandler[] = [
    cors({ origin: config.corsOrigins, credentials: true }),
    compress,
    noStore,
    requireJsonBody,
    jsonBody(JSON_BODY_LIMIT_BYTES),
    refuseUnacceptableCharacters,
    ...visitor,
  ];

  app.use(playgroundRoutes(config.playground));
  app.use('/graphql', graphqlRequestLimit(config.graphqlRequestsPerMinute), apiPipeline, partnerAccessMiddleware(store), graphqlHttpHandler(apollo, documentBudget(await appSchema())));
  app.use(
    '/api',
    apiPipeline,
    accountRoutes(),
    addressRoutes(),
    propertyRoutes(),
    energyPlanRoutes(),
    quoteRoutes(),
    grantsRoutes(),
    modelAssumptionsRoutes(),
    consentRoutes(),
    interactionRoutes(),
    contactRoutes(),
    welcomeRoutes(),
    privacyRoutes(),
    shareLinkRoutes(),
    planCopyRoutes(),
    resumeLinkRoutes(),
    thermyRoutes(config.thermy),
    apiNotFound,
  );
  app.use('/attached_assets', recommendationImageRoutes());
  app.use(sharedPlanPageRoutes({ distDir: config.frontendDistDir, publicBaseUrl: config.publicBaseUrl, tokens: shareTokens, em: (db.orm as MikroORM).em, limiter }));
  app.use(resumePageRoutes({ em: (db.orm as MikroORM).em, limiter }));
  app.use(planFirstScreenRoutes(config.frontendDistDir, [compress, ...visitor]));
  app.use(frontendRoutes(config.frontendDistDir));
  app.use(jsonErrorHandler);

  return { app, server, apollo, drain };
}

/**
 * A client that accepts no encoding (a script, a partner's plain HTTP call) gets its answer as is,
 * without the compressor's per-response negotiation and hooks (a twentieth of a small answer's CPU).
 */
function compressWhenAccepted(compress: express.RequestHandler): express.RequestHandler {
  return (req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next());
}

/** API answers are per visitor and must never be cached by a browser or proxy. */
const noStore: express.RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
