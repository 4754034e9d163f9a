import helmet from 'helmet';

/**
 * Helmet's defaults plus a Content Security Policy the built app runs under. Chakra UI injects
 * its styles at run time, hence 'unsafe-inline' for styles only; scripts come from our origin.
 */
export function securityHeaders(isProduction: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': isProduction ? [] : null,
      },
    },
    strictTransportSecurity: isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The Apollo Sandbox page at GET /graphql (development, or where introspection is enabled)
 * loads its scripts and frame from Apollo's CDN; only that route's policy allows them.
 */
export function sandboxSecurityHeaders() {
  return helmet.contentSecurityPolicy({
    useDefaults: true,
    directives: {
      'script-src': ["'self'", "'unsafe-inline'", 'https://embeddable-sandbox.cdn.apollographql.com'],
      'style-src': ["'self'", "'unsafe-inline'", 'https://apollo-server-landing-page.cdn.apollographql.com'],
      'img-src': ["'self'", 'data:', 'https://apollo-server-landing-page.cdn.apollographql.com'],
      'manifest-src': ["'self'", 'https://apollo-server-landing-page.cdn.apollographql.com'],
      'frame-src': ["'self'", 'https://sandbox.embed.apollographql.com'],
      'upgrade-insecure-requests': null,
    },
  });
}
