import type { EnergyPlan } from './energy-plan.entity.js';
import type { EnergyPlanView, RecommendationView } from './energy-plan.type.js';
import type { Recommendation } from './recommendation.entity.js';

const TOP_SIZE = 3;

function presentRecommendation(item: Recommendation): RecommendationView {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    cost: item.cost,
    costMin: item.costMin,
    costMax: item.costMax,
    savings: Math.max(0, item.annualSavingGbp),
    annualSavingGbp: item.annualSavingGbp,
    carbonSaving: Math.max(0, item.carbonSaving),
    paybackYears: item.paybackYears,
    sapPointsGain: item.sapPointsGain,
    installationType: item.installationType,
    icon: item.icon,
    image: item.image,
    priority: item.priority,
    learnMore: item.learnMore,
    informational: item.informational,
    sources: item.sources,
  };
}

/** The plan as its owner sees it: spec section 3's Energy plan, plus the model's provenance. */
export function presentEnergyPlan(plan: EnergyPlan): EnergyPlanView {
  const all = [...plan.recommendations.getItems()].sort((a, b) => a.rank - b.rank).map(presentRecommendation);
  return {
    id: plan.id,
    propertyId: plan.property.id,
    priority: plan.priority,
    recommendations: { top3: all.slice(0, TOP_SIZE), all },
    potentialSavings: plan.potentialSavings,
    co2Reduction: plan.co2Reduction,
    propertyValueIncrease: plan.propertyValueIncrease,
    epcImprovement: plan.epcImprovement,
    currentEpcRating: plan.currentEpcRating,
    potentialEpcRating: plan.potentialEpcRating,
    currentEnergyEfficiency: plan.currentEnergyEfficiency,
    potentialEnergyEfficiency: plan.potentialEnergyEfficiency,
    assumptions: plan.assumptions,
    priceTableId: plan.priceTableId,
    modelVersion: plan.modelVersion,
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
  };
}
