import type { Request } from 'express';

/**
 * GET /api/logout is a navigation (a link, a bookmark, a typed address), and a page on any other
 * site can start a navigation too, or submit a form to POST /api/logout: a SameSite=Lax cookie rides
 * along on a top-level navigation. The browser says where a request came from in Sec-Fetch-Site,
 * which no page can set or remove. Only our own pages ('same-origin') and the person themselves
 * ('none': typed, bookmarked) sign out. 'same-site' (a sibling subdomain) counts as another site.
 * A request without the header comes from a browser older than Fetch Metadata (every current one
 * sends it) or from a client that is not a browser and holds its own cookies, which no other site
 * can make it send. It is trusted, as the Fetch Metadata resource isolation policy advises, and
 * because such a browser would not send the header on our own confirm link either, so it could
 * never sign out.
 */
export function signOutRequestIsOurs(req: Request): boolean {
  const site = req.get('Sec-Fetch-Site');
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * The page another site's link lands on: plain HTML, no script (the CSP forbids inline script,
 * and frame-ancestors 'none' keeps it out of frames). Following "Sign out" from this page is a
 * same-origin navigation, so the second request signs out.
 */
export const SIGN_OUT_CONFIRMATION_PAGE = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign out of Warmwise?</title>
</head>
<body>
<main>
<h1>Sign out of Warmwise?</h1>
<p>A link from another site asked to sign you out.</p>
<p><a href="/api/logout">Sign out</a></p>
<p><a href="/">Cancel</a></p>
</main>
</body>
</html>
`;
