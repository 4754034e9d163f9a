import type { EntityMetadata } from '@mikro-orm/core';
import type { buildPlan } from '../energy-model/index.js';
import type { EnergyPlan } from './energy-plan.entity.js';

/** What the energy model answers for one plan. */
export type ModelledPlan = ReturnType<typeof buildPlan>;

/** The fields of an entity that a model answer names too: what modelledColumns fills (never the row's id). */
type ModelledFigures<T, M> = Omit<Pick<T, Extract<keyof T, keyof M>>, 'id'>;

const WHOLE_NUMBER_COLUMNS = new Set(['integer', 'smallint', 'bigint']);

/**
 * The model's figures for the columns of an entity it names: a scalar column is filled when the model
 * answers a value of the same name, so a figure added to the model and a column of that name added to
 * the entity is stored without touching this file. £ and kg go into whole-number columns rounded.
 */
export function modelledColumns<T extends object, M extends object>(meta: EntityMetadata<T>, modelled: M): ModelledFigures<T, M> {
  const figures: Record<string, unknown> = {};
  for (const prop of meta.props) {
    if (prop.kind !== 'scalar' || prop.primary || !(prop.name in modelled)) continue;
    const value = (modelled as Record<string, unknown>)[prop.name];
    figures[prop.name] = WHOLE_NUMBER_COLUMNS.has(String(prop.type)) && typeof value === 'number' ? Math.round(value) : value;
  }
  return figures as ModelledFigures<T, M>;
}

/** The plan columns the model fills in, with the assumptions the service adds before the model's own. */
export function planFigures(meta: EntityMetadata<EnergyPlan>, modelled: ModelledPlan, assumptions: string[]) {
  // The model's recommendations are rows of their own (EnergyPlanService.syncRecommendations).
  const { recommendations: _rows, ...columns } = modelledColumns(meta, modelled);
  return {
    ...columns,
    assumptions: [...assumptions, ...modelled.assumptions],
    estimates: { baseline: modelled.baseline, potential: modelled.potential },
  };
}
