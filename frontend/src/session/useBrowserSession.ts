import { useState } from 'react';
import { startBrowserSession, type BrowserSessionStart } from './browserSession';

/**
 * Starts or continues the browser session during the first render of the app root, so it runs
 * before any page reads storage (effects would run after the pages' own first render).
 */
export function useBrowserSession(): BrowserSessionStart {
  const [session] = useState(startBrowserSession);
  return session;
}
