import { presentPlanFigures } from '../plans/energy-plan.presenter.js';
import { presentHomeDetails } from '../properties/property.presenter.js';
import type { IssuedShareLink, SharedPlan } from './share-link.service.js';
import type { ShareLinkView, SharedPlanView } from './share-link.type.js';

export const presentShareLink = ({ token, url, createdAt }: IssuedShareLink): ShareLinkView => ({ token, url, createdAt });

/** What anyone holding the link reads: the plan's figures and the home, nothing that identifies or reaches its owner. */
export function presentSharedPlan({ plan, property, sharedAt }: SharedPlan): SharedPlanView {
  const energyPlan = presentPlanFigures(plan);
  return { energyPlan, recommendations: energyPlan.recommendations.all, property: presentHomeDetails(property), sharedAt };
}
