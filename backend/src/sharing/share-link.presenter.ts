import { pickDeclaredFields } from '../graphql/declared-fields.js';
import { presentPlanFigures } from '../plans/index.js';
import type { IssuedShareLink, SharedPlan } from './share-link.service.js';
import { SharedHomeView, type ShareLinkView, type SharedPlanView } from './share-link.type.js';

export const presentShareLink = ({ token, url, createdAt }: IssuedShareLink): ShareLinkView => ({ token, url, createdAt });

/** What anyone holding the link reads: the plan's figures and the home, nothing that identifies or reaches its owner. */
export function presentSharedPlan({ plan, property, sharedAt }: SharedPlan): SharedPlanView {
  const energyPlan = presentPlanFigures(plan, 'link-holder');
  return { energyPlan, recommendations: energyPlan.recommendations.all, property: pickDeclaredFields(property, SharedHomeView), sharedAt };
}
