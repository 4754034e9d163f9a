/**
 * Whether the visitor has scrolled at least half a screen down the page: on a plan, past the
 * overview's savings figures the first screen is for reading.
 */
export const pastFirstScreen = (): boolean => window.scrollY >= window.innerHeight / 2;
