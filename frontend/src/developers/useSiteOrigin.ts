import { BRAND } from '@warmwise/common';
import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * This site's origin, for examples to copy. The page is written at build time with the public
 * website's address; in the browser it becomes the address actually open (a test or staging
 * server), after hydration, so the written HTML and the first render agree.
 */
export const useSiteOrigin = () => useSyncExternalStore(noChanges, () => window.location.origin, () => BRAND.websiteUrl);
