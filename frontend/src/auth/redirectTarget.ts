export const SIGNED_IN_HOME = '/my-plan';

/**
 * Where /auth sends someone who is already signed in: the `redirect` parameter,
 * decoded, when it is a path on this site; anything else (another origin, `//host`, `javascript:`)
 * would make the page an open redirect, so it falls back to the plan.
 */
export function redirectTarget(redirect: string | null): string {
  if (!redirect) return SIGNED_IN_HOME;
  let path: string;
  try {
    // URLSearchParams decoded it once; a link built with encodeURIComponent twice still works.
    path = decodeURIComponent(redirect);
  } catch {
    return SIGNED_IN_HOME;
  }
  if (!path.startsWith('/')) return SIGNED_IN_HOME;
  // '//host', '/\\host' and '/<tab>/host' all parse to another origin; '/.//host' parses to this
  // origin with the path '//host', which the router would read as another origin again.
  const base = window.location.origin;
  const url = new URL(path, base);
  if (url.origin !== base || url.pathname.startsWith('//')) return SIGNED_IN_HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}
