import { PRIORITY_LABELS } from './constants.js';
import type { Amount } from './types.js';

const WHOLE_POUNDS = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const PENCE = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function pounds(value: number): string {
  return `£${(Number.isInteger(value) ? WHOLE_POUNDS : PENCE).format(value)}`;
}

const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)`;
const PLAIN_COST = new RegExp(String.raw`^£?\s*${NUMBER}$`);
const RANGE_COST = new RegExp(String.raw`^£?\s*${NUMBER}\s*(?:-|–|—|to)\s*£?\s*${NUMBER}$`, 'i');
const PER_YEAR = /\s*(?:per|\/)\s*year\b/gi;
/** Words that already read right; kept exactly as written. */
const KEPT_AS_WRITTEN = new Set(['tbc', 'variable', '-']);
// Shown when a recommendation has no cost at all: the word the cards already keep for 'not known yet'.
const NO_COST = 'TBC';

const toNumber = (text: string): number => Number(text.replace(/,/g, ''));

/**
 * Cost as shown on a card: '£1,500', '£50 - £100'; 'per year' is dropped;
 * 'TBC', 'Variable' and '-' are kept; any other text ('Free', 'From £200') is shown as written.
 */
export function formatCost(cost: Amount | null | undefined): string {
  if (cost === undefined || cost === null) return NO_COST;
  if (typeof cost === 'number') return Number.isFinite(cost) ? pounds(cost) : NO_COST;
  if (typeof cost !== 'string') return `${pounds(cost.min)} - ${pounds(cost.max)}`;
  const text = cost.replace(PER_YEAR, '').trim();
  if (text === '') return NO_COST;
  if (KEPT_AS_WRITTEN.has(text.toLowerCase())) return text;
  const plain = PLAIN_COST.exec(text);
  if (plain?.[1] !== undefined) return pounds(toNumber(plain[1]));
  const range = RANGE_COST.exec(text);
  if (range?.[1] !== undefined && range[2] !== undefined) return `${pounds(toNumber(range[1]))} - ${pounds(toNumber(range[2]))}`;
  return text;
}

const COUNT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** A number or numeric text as a whole count; 0 when missing or not positive. */
function positiveCount(value: unknown): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? toNumber(value.trim()) : NaN;
  return Number.isFinite(number) && number > 0 ? Math.round(number) : 0;
}

/** Savings (£) or CO2 (kg) on the plan tiles: '1,234', and '0' when missing or not positive. */
export function formatCount(value: unknown): string {
  return COUNT.format(positiveCount(value));
}

/**
 * A card's savings line. `annualSavingGbp` is the signed figure: a measure that costs more to run says
 * so ('Costs about £50 a year more') rather than showing '£0 per year'. Otherwise `savings`, what homes
 * like this typically save, is shown; when the model's figure (`modelledSavings`, for a home heated
 * throughout as an EPC assumes) is higher, it is the upper end of a range: '£97 - £251 per year'.
 */
export function formatAnnualSaving(savings: unknown, annualSavingGbp?: number | null, modelledSavings?: number | null): string {
  const costsMore = typeof annualSavingGbp === 'number' && Number.isFinite(annualSavingGbp) ? Math.round(-annualSavingGbp) : 0;
  if (costsMore > 0) return `Costs about £${COUNT.format(costsMore)} a year more`;
  const typical = positiveCount(savings);
  const upper = positiveCount(modelledSavings);
  if (upper > typical) return `£${COUNT.format(typical)} - £${COUNT.format(upper)} per year`;
  return `£${COUNT.format(typical)} per year`;
}

export type PriorityLabel = (typeof PRIORITY_LABELS)[keyof typeof PRIORITY_LABELS];

/** 'Lower Priority' for low only; high, medium and anything unknown (default medium) are higher. */
export function priorityLabel(priority: unknown): PriorityLabel {
  const isLow = typeof priority === 'string' && priority.trim().toLowerCase() === 'low';
  return isLow ? PRIORITY_LABELS.lower : PRIORITY_LABELS.higher;
}

/** A rating as the certificate gives it: its band and, when known, the score behind it. */
interface Rating {
  band: string;
  score?: number | null;
}

const scored = ({ band, score }: Rating): string => (score && score > 0 ? `${band} (${score})` : band);

/**
 * What the plan does to the energy rating, in words that say something: 'C (69) → B (81)', or,
 * when the band does not move, 'Stays D (64 → 67)' rather than 'D to D'.
 */
export function formatRatingChange(today: Rating, after: Rating): string {
  if (today.band !== after.band) return `${scored(today)} → ${scored(after)}`;
  const known = today.score && after.score && today.score > 0 && after.score > 0;
  if (!known) return `Stays ${today.band}`;
  return today.score === after.score ? `Stays ${today.band} (${today.score})` : `Stays ${today.band} (${today.score} → ${after.score})`;
}

/** A value change that is nothing at all ('0%', '0 - 0 %') said as such; any other text as written. */
export function formatValueIncrease(text: string): string {
  const figures = text.match(/\d+(?:\.\d+)?/g);
  return figures && figures.every((figure) => Number(figure) === 0) ? 'No change expected' : text;
}
