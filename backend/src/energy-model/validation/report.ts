import { runGrid, type ArchetypeResult } from './grid.js';
import { runRules, type RuleResult } from './rules.js';

export interface ValidationReport {
  archetypes: ArchetypeResult[];
  rules: RuleResult[];
  /** Keys of every failing archetype and rule. */
  failures: string[];
}

export function validationReport(): ValidationReport {
  const archetypes = runGrid();
  const rules = runRules();
  const failures = [...archetypes, ...rules].filter((result) => !result.pass).map((result) => result.key);
  return { archetypes, rules, failures };
}
