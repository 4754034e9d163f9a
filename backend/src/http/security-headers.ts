import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Permissions-Policy: the browser features our pages may use, and nobody else's. Sharing uses the
 * share sheet and the clipboard; nothing uses a sensor, payment, USB or location. The external
 * assistant /ask-thermy may embed asks for the microphone, camera and clipboard (its frame's
 * `allow`), so its origin alone is granted them.
 */
function permissionsPolicy(thermyFrameUrl: string | null): string {
  const frame = thermyFrameUrl ? ` "${new URL(thermyFrameUrl).origin}"` : '';
  const none = ['accelerometer', 'autoplay', 'bluetooth', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'magnetometer', 'midi', 'payment', 'serial', 'usb'];
  return [
    ...none.map((feature) => `${feature}=()`),
    `camera=(${frame.trim()})`,
    `microphone=(${frame.trim()})`,
    `clipboard-write=(self${frame})`,
    'web-share=(self)',
  ].join(', ');
}

/**
 * Helmet's defaults plus a Content Security Policy the built app runs under, and a Permissions-Policy. Chakra UI injects
 * its styles at run time, hence 'unsafe-inline' for styles only; scripts come from our origin.
 * Frames come from our origin too, and from `thermyFrameUrl`'s origin alone when /ask-thermy
 * embeds an external assistant (docs/thermy.md).
 */
export function securityHeaders(isProduction: boolean, thermyFrameUrl: string | null = null): RequestHandler {
  const policy = permissionsPolicy(thermyFrameUrl);
  const helmetHeaders = helmet({
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
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', policy);
    helmetHeaders(req, res, next);
  };
}
