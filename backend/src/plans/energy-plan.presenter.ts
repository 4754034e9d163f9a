import type { EnergyPlan } from './energy-plan.entity.js';
import type { EnergyPlanView, PlanFiguresView, RecommendationView } from './energy-plan.type.js';
import type { PlanBaselineView } from './plan-baseline.type.js';
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
    typicalSavings: item.annualSavingGbp,
    // A plan built before the two figures has one, which was the model's.
    modelledSavings: item.modelledSavingGbp ?? item.annualSavingGbp,
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
    rankReason: item.rankReason,
  };
}

/** The home today, from the model's stored baseline; the rating is the plan's own (anchored) one. */
function presentBaseline(plan: EnergyPlan): PlanBaselineView {
  const { fuel, bill } = plan.estimates.baseline;
  return {
    annualKwh: {
      gas: Math.round(fuel.gas),
      electricity: Math.round(fuel.electricity),
      oil: Math.round(fuel.oil),
      lpg: 0,
      solid: 0,
      heatNetwork: Math.round(fuel.heatNetwork),
    },
    annualBill: Math.round(bill.total),
    sapScore: plan.currentEnergyEfficiency,
    band: plan.currentEpcRating,
  };
}

/** The plan's figures and measures in plan order, with the model's provenance: what any reader sees. */
export function presentPlanFigures(plan: EnergyPlan): PlanFiguresView {
  const all = [...plan.recommendations.getItems()].sort((a, b) => a.rank - b.rank).map(presentRecommendation);
  return {
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
    baseline: presentBaseline(plan),
    assumptions: plan.assumptions,
    priceTableId: plan.priceTableId,
    modelVersion: plan.modelVersion,
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
  };
}

/** The plan as its owner sees it: its figures plus the ids the owner's screens act on. */
export function presentEnergyPlan(plan: EnergyPlan): EnergyPlanView {
  return { id: plan.id, propertyId: plan.property.id, ...presentPlanFigures(plan) };
}
