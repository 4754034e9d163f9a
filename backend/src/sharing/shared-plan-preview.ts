import type { EntityManager } from '@mikro-orm/postgresql';
import { BRAND, formatCount } from '@warmwise/common';
import { storedPotentialSavings } from '../plans/energy-plan.service.js';
import { ShareLink } from './share-link.entity.js';
import type { ShareTokens } from './share-tokens.js';

export interface SharedPlanPreview {
  title: string;
  description: string;
}

const GENERIC: SharedPlanPreview = {
  title: 'A home energy plan',
  description: `A personalised plan of home improvements with their costs, bill savings and grants, made with ${BRAND.productName}.`,
};

/**
 * What a pasted link previews as in a chat or a post (Open Graph): the plan's yearly saving when
 * it has been worked out for the home as it is now, never the address or anything about its owner.
 * Undefined for a link that does not open a plan. Read-only: a preview never builds a plan.
 */
export async function sharedPlanPreview(em: EntityManager, tokens: ShareTokens, token: string): Promise<SharedPlanPreview | undefined> {
  if (!tokens.isWellFormed(token)) return undefined;
  const link = await em.findOne(ShareLink, { tokenHash: tokens.hashOf(token), revokedAt: null }, { populate: ['property'] });
  if (!link) return undefined;
  const savings = await storedPotentialSavings(em, link.property);
  if (savings === null || savings <= 0) return GENERIC;
  return { title: `A home energy plan: save £${formatCount(savings)} a year`, description: GENERIC.description };
}
