import type { buildPlan } from '../energy-model/index.js';

/** What the energy model answers for one plan. */
export type ModelledPlan = ReturnType<typeof buildPlan>;

/** The plan columns the model fills in. */
export function planFigures(modelled: ModelledPlan, assumptions: string[]) {
  return {
    potentialSavings: modelled.potentialSavings,
    co2Reduction: modelled.co2Reduction,
    propertyValueIncrease: modelled.propertyValueIncrease,
    epcImprovement: modelled.epcImprovement,
    currentEpcRating: modelled.currentEpcRating,
    potentialEpcRating: modelled.potentialEpcRating,
    currentEnergyEfficiency: modelled.currentEnergyEfficiency,
    potentialEnergyEfficiency: modelled.potentialEnergyEfficiency,
    assumptions: [...assumptions, ...modelled.assumptions],
    estimates: { baseline: modelled.baseline, potential: modelled.potential },
    priceTableId: modelled.priceTableId,
    modelVersion: modelled.modelVersion,
  };
}

/** The recommendation columns the model fills in; £ and kg rounded to whole numbers for storage. */
export function recommendationFigures(item: ModelledPlan['recommendations']['all'][number]) {
  return {
    title: item.title,
    description: item.description,
    cost: item.cost,
    costMin: item.costMin,
    costMax: item.costMax,
    annualSavingGbp: Math.round(item.annualSavingGbp),
    modelledSavingGbp: Math.round(item.modelledSavingGbp),
    carbonSaving: Math.round(item.co2SavingKg),
    paybackYears: item.paybackYears,
    sapPointsGain: Math.round(item.sapPointsGain),
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
