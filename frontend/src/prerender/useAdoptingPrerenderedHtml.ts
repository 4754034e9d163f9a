import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};
const inTheBrowser = () => false;
const whileWritingOrAdopting = () => true;

/**
 * True while the build writes a page and while the browser's React adopts that HTML, false once
 * React has taken over (or whenever it renders a page itself). A page whose first render reads
 * the URL's query or the browser's storage shows what the build wrote until then, so the HTML it
 * adopts matches, and moves to the visitor's own state straight after.
 */
export function useAdoptingPrerenderedHtml(): boolean {
  return useSyncExternalStore(neverChanges, inTheBrowser, whileWritingOrAdopting);
}
