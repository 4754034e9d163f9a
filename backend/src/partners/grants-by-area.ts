import { GRANT_SCHEMES, type GrantScheme } from '@warmwise/common';
import type { Nation } from './local-authorities.js';

/**
 * Schemes run in only some nations of Great Britain. The register covers England and Wales, and of
 * the catalogue only the Home Upgrade Grant is England's alone (Wales funds its own home-energy
 * programme); the rest are open in both.
 */
const ONLY_IN: Record<string, Nation> = { 'home-upgrade-grant': 'England' };

/** The catalogue's schemes open to households in a nation, in catalogue order. */
export const grantsInNation = (nation: Nation): GrantScheme[] => GRANT_SCHEMES.filter((scheme) => (ONLY_IN[scheme.id] ?? nation) === nation);
