import { checkAmount } from './amount.js';
import { PLAN_MESSAGES } from './constants.js';
import { checkNumber, type NumberCheck, parseAmountText } from './numbers.js';
import {
  INSTALLATION_TYPES,
  type PlanIssue,
  RECOMMENDATION_PRIORITIES,
  type Recommendation,
  type RecommendationId,
} from './types.js';
import { type AliasPath, isRecord, pickFirst, readText } from './values.js';

const keys = (...names: string[]): AliasPath[] => names.map((name) => [name]);

const FIELDS = {
  id: keys('id', 'recommendationId', 'recommendation_id'),
  title: keys('title', 'name'),
  description: keys('description', 'desc'),
  cost: keys('cost', 'estimatedCost', 'estimated_cost', 'price'),
  savings: keys('savings', 'annualSavings', 'annual_savings', 'estimatedSavings', 'estimated_savings'),
  annualSavingGbp: keys('annualSavingGbp', 'annual_saving_gbp'),
  modelledSavings: keys('modelledSavings', 'modelled_savings'),
  rankReason: keys('rankReason', 'rank_reason'),
  informational: keys('informational'),
  carbonSaving: keys('carbonSaving', 'carbon_saving', 'carbonSavings', 'carbon_savings', 'co2Saving', 'co2_saving', 'co2Savings', 'co2'),
  installationType: keys('installationType', 'installation_type', 'type', 'category'),
  icon: keys('icon'),
  image: keys('image', 'imageUrl', 'image_url'),
  priority: keys('priority'),
  learnMore: keys('learnMore', 'learn_more'),
};

function pickEnum<T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  const text = readText(value)?.toLowerCase();
  return allowed.find((option) => option === text);
}

type OptionalField = 'cost' | 'savings' | 'annualSavingGbp' | 'modelledSavings' | 'icon' | 'image' | 'learnMore' | 'rankReason' | 'informational';

// Absent optional fields stay absent, so a stored plan round-trips through JSON unchanged.
function setIfPresent<K extends OptionalField>(target: Recommendation, key: K, value: Recommendation[K]): void {
  if (value !== undefined) target[key] = value;
}

// The signed savings are optional detail beside savings: a finite number is kept, anything else ignored.
function readSignedSaving(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function readCarbon(value: unknown): NumberCheck {
  if (value === undefined) return { ok: true, value: 0 };
  // Carbon is often written with its unit ('120 kg'), so text is read like savings text.
  if (typeof value === 'string') return { ok: true, value: parseAmountText(value) };
  return checkNumber(value);
}

export type RecommendationCheck = { ok: true; recommendation: Recommendation } | { ok: false; issues: PlanIssue[] };

/**
 * Validates one recommendation and fills its defaults (priority medium, type other). Unknown
 * priorities and types fall back rather than fail: a label is not worth losing a plan over.
 */
export function checkRecommendation(input: unknown, field = 'recommendation'): RecommendationCheck {
  if (!isRecord(input)) return { ok: false, issues: [{ field, message: PLAN_MESSAGES.recommendationNotAnObject }] };
  const issues: PlanIssue[] = [];
  const fail = (name: string, message: string): void => {
    issues.push({ field: `${field}.${name}`, message });
  };
  const read = (paths: AliasPath[]): unknown => pickFirst(input, paths);

  const title = readText(read(FIELDS.title));
  if (title === undefined) fail('title', PLAN_MESSAGES.required);
  const rawId = read(FIELDS.id);
  // Without an id the title stands in: top3 and all are matched by title, so it is stable.
  const id: RecommendationId | undefined =
    rawId === undefined ? title : typeof rawId === 'number' && Number.isFinite(rawId) ? rawId : readText(rawId);
  if (rawId !== undefined && id === undefined) fail('id', PLAN_MESSAGES.idType);
  const cost = checkAmount(read(FIELDS.cost));
  if (!cost.ok) fail('cost', cost.message);
  const savings = checkAmount(read(FIELDS.savings));
  if (!savings.ok) fail('savings', savings.message);
  const carbon = readCarbon(read(FIELDS.carbonSaving));
  if (!carbon.ok) fail('carbonSaving', carbon.message);
  if (title === undefined || id === undefined || !cost.ok || !savings.ok || !carbon.ok) return { ok: false, issues };

  const recommendation: Recommendation = {
    id,
    title,
    description: readText(read(FIELDS.description)) ?? '',
    carbonSaving: carbon.value,
    installationType: pickEnum(INSTALLATION_TYPES, read(FIELDS.installationType)) ?? 'other',
    priority: pickEnum(RECOMMENDATION_PRIORITIES, read(FIELDS.priority)) ?? 'medium',
  };
  setIfPresent(recommendation, 'cost', cost.value);
  setIfPresent(recommendation, 'savings', savings.value);
  setIfPresent(recommendation, 'annualSavingGbp', readSignedSaving(read(FIELDS.annualSavingGbp)));
  setIfPresent(recommendation, 'modelledSavings', readSignedSaving(read(FIELDS.modelledSavings)));
  setIfPresent(recommendation, 'icon', readText(read(FIELDS.icon)));
  setIfPresent(recommendation, 'image', readText(read(FIELDS.image)));
  setIfPresent(recommendation, 'learnMore', readText(read(FIELDS.learnMore)));
  setIfPresent(recommendation, 'rankReason', readText(read(FIELDS.rankReason)));
  const informational = read(FIELDS.informational);
  setIfPresent(recommendation, 'informational', typeof informational === 'boolean' ? informational : undefined);
  return { ok: true, recommendation };
}
