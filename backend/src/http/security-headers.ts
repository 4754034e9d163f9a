import helmet from 'helmet';

/**
 * Helmet's defaults plus a Content Security Policy the built app runs under. Chakra UI injects
 * its styles at run time, hence 'unsafe-inline' for styles only; scripts come from our origin.
 * Frames come from our origin too, and from `thermyFrameUrl`'s origin alone when /ask-thermy
 * embeds an external assistant (docs/thermy.md).
 */
export function securityHeaders(isProduction: boolean, thermyFrameUrl: string | null = null) {
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
        ...(thermyFrameUrl ? { 'frame-src': ["'self'", new URL(thermyFrameUrl).origin] } : {}),
        'upgrade-insecure-requests': isProduction ? [] : null,
      },
    },
    strictTransportSecurity: isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
