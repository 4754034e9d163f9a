import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { AppConfig } from '../config/env.js';
import type { RequestContext } from '../context/request-context.js';
import { graphqlErrorFormatter } from '../errors/graphql-error-formatter.js';
import type { Logger } from '../logging/logger.js';
import { QUERY_LIMITS } from './limits/query-limits.js';
import { stringLiteralCharactersRule } from './limits/string-literal-characters.js';
import { appSchema } from './schema.js';

/** Apollo Server over the type-graphql schema; started, ready for graphqlHttpHandler. */
export async function createApollo(config: AppConfig, logger: Logger) {
  const apollo = new ApolloServer<RequestContext>({
    schema: await appSchema(),
    introspection: config.graphqlIntrospection,
    // Explicit although they are Apollo's defaults: both are part of our security posture.
    csrfPrevention: true,
    // Run on documents within the limits of documentBudget, which graphqlHttpHandler checks first.
    validationRules: [stringLiteralCharactersRule],
    // Each error costs its message and Apollo's wrapping; a document with 50 field conflicts spent
    // some 10 ms on them. Ten say enough to fix it.
    validationOptions: { maxErrors: 10 },
    // Refused by documentBudget with a message; the web app never sends them.
    persistedQueries: false,
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    // No "Did you mean ...?" hints where the schema is not public.
    hideSchemaDetailsFromClientErrors: !config.graphqlIntrospection,
    formatError: graphqlErrorFormatter(logger),
    logger,
    // main.ts owns shutdown: drain HTTP (http/http-drain.ts), then close the database, store and mailer.
    stopOnTerminationSignals: false,
    // Apollo's own page loads from its CDN; the offline playground at /playground replaces it.
    // No response cache sits in front of /graphql (answers are per visitor, sent no-store), so the
    // cache-control plugin would only wrap every field resolver for hints nobody reads.
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled()],
  });
  await apollo.start();
  return apollo;
}
