import { RESET_LINK_FRAGMENT } from '@warmwise/common';

/**
 * The token a reset mail's link carries after '#', taken once: the address bar and the history entry
 * lose it at once, so it is not left for the next person at the computer (browsers never send the
 * fragment to a server, so no log has it either). Null when the page was not opened from such a link.
 */
export function takeResetLinkToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get(RESET_LINK_FRAGMENT);
  if (token === null) return null;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  return token;
}
