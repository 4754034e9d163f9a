/** What a step of the plan is made of, in the order the plan takes them (fabric first). */
export const PLAN_STEP_KINDS = ['insulation', 'heating', 'generation', 'habits'] as const;
export type PlanStepKind = (typeof PLAN_STEP_KINDS)[number];

/** The heat-pump verdict for a home not already on a heat pump or a heat network. */
export const HEAT_PUMP_READINESS = ['READY_NOW', 'READY_AFTER_STEP', 'LARGER_RADIATORS', 'NOT_ADVISED'] as const;
export type HeatPumpReadiness = (typeof HEAT_PUMP_READINESS)[number];
