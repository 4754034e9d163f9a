import { ARCHETYPE_TOLERANCE } from './compare.js';
import type { ArchetypeResult } from './grid.js';
import type { ValidationReport } from './report.js';
import type { RuleResult } from './rules.js';

const kwh = (v: number) => (v === 0 ? '–' : Math.round(v).toLocaleString('en-GB'));
const signedPct = (v: number) => `${v >= 0 ? '+' : ''}${Math.round(v)}%`;
const verdict = (pass: boolean) => (pass ? 'pass' : '**FAIL**');
/** Published and quoted figures are measured consumption; the rest are derived from them or estimated. */
const evidenceKind = (r: ArchetypeResult) => (r.reference.strength === 'published' || r.reference.strength === 'quoted' ? 'measured' : r.reference.strength);

function archetypeRow(r: ArchetypeResult): string {
  const { propertyType, yearBuilt, heatingSystem } = r.archetype;
  return `| ${propertyType} | ${yearBuilt} | ${heatingSystem} | ${kwh(r.gasKwh)} | ${kwh(r.oilKwh)} | ${kwh(r.electricityKwh)} | ` +
    `£${Math.round(r.billGbp).toLocaleString('en-GB')} | ${r.sapScore} ${r.band} | ${r.reference.fuel} ${kwh(r.reference.kwh)} (${evidenceKind(r)}) | ` +
    `${signedPct(r.differencePct)} | ${verdict(r.pass)} |`;
}

const ruleRow = (r: RuleResult) => `| ${r.key} | ${r.detail} | ${verdict(r.pass)} |`;

/** Each distinct reference once, with where it comes from. */
function referenceLines(archetypes: readonly ArchetypeResult[]): string[] {
  const lines = archetypes.map(({ reference: r }) => `- ${r.fuel} ${kwh(r.kwh)} kWh (${r.strength}): ${r.basis}`);
  const kinds = ['measured', 'derived', 'estimate'].map((kind) => `${archetypes.filter((a) => evidenceKind(a) === kind).length} ${kind}`);
  lines.unshift(`Archetype references: ${kinds.join(', ')}.`, '');
  return [...new Set(lines)];
}

/** The report as Markdown tables, so the printed output can be pasted into the docs unchanged. */
export function formatReport(report: ValidationReport): string {
  const failedArchetypes = report.archetypes.filter((r) => !r.pass).length;
  const failedRules = report.rules.filter((r) => !r.pass).length;
  const worst = [...report.archetypes].sort((a, b) => Math.abs(b.differencePct) - Math.abs(a.differencePct)).slice(0, 5);
  return [
    `Archetypes: modelled use of the heating fuel against its measured reference (fails beyond ±${ARCHETYPE_TOLERANCE * 100}%). Floor area and bedrooms at the model's defaults.`,
    '',
    '| type | built | heating | gas kWh | oil kWh | electricity kWh | bill | SAP | reference kWh (evidence) | difference | result |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...report.archetypes.map(archetypeRow),
    '',
    'References:',
    '',
    ...referenceLines(report.archetypes),
    '',
    'Rules (monotonicity, the plan, the physics):',
    '',
    '| rule | detail | result |',
    '|---|---|---|',
    ...report.rules.map(ruleRow),
    '',
    `Archetypes: ${report.archetypes.length - failedArchetypes} pass, ${failedArchetypes} fail. Rules: ${report.rules.length - failedRules} pass, ${failedRules} fail.`,
    `Furthest from reference: ${worst.map((r) => `${r.key} ${signedPct(r.differencePct)}`).join('; ')}.`,
  ].join('\n');
}
