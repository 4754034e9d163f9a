import {
  amountToNumber,
  createPlanEnvelope,
  formatCost,
  HEATING_FUELS,
  isRecord,
  PlanValidationError,
  readStoredPlan,
  type Amount,
  type EnergyPlan,
  type HeatingFuel,
  type Recommendation,
  type StoredPlanRead,
} from '@warmwise/common';
import type { PlanScreenQuery } from '../gql/graphql';
import { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys';
import { readItem, readJson, removeItems, writeItem } from '../storage/safeStorage';

type ServerPlan = PlanScreenQuery['energyPlan'];
/** What the full plan renders: the server's answer, or the session copy shaped like it (which holds no baseline). */
export type PlanView = {
  energyPlan: Omit<ServerPlan, 'baseline'> & { baseline: ServerPlan['baseline'] | null };
  property: PlanScreenQuery['property'] | null;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : null);
const fuel = (value: unknown): HeatingFuel | null => HEATING_FUELS.find((option) => option.value === value)?.value ?? null;

/** The property the wizard saved; tolerates the id written as JSON text as well as bare. */
export function readPropertyId(): string | null {
  const raw = readItem('session', SESSION_KEYS.currentPropertyId)?.trim();
  if (!raw) return null;
  try {
    return text(JSON.parse(raw)) ?? null;
  } catch {
    return raw;
  }
}

export function readPlanFromSession(): StoredPlanRead {
  return readStoredPlan(readItem('session', SESSION_KEYS.energyPlan));
}

// The stored copy holds the shared type, whose cost may be a number or a range; cards take text.
const costText = (cost: Amount | undefined): string => (typeof cost === 'string' ? cost : formatCost(cost ?? null));

function toCard(recommendation: Recommendation): PlanView['energyPlan']['recommendations']['all'][number] {
  return {
    id: String(recommendation.id),
    title: recommendation.title,
    description: recommendation.description,
    cost: costText(recommendation.cost),
    savings: amountToNumber(recommendation.savings),
    annualSavingGbp: recommendation.annualSavingGbp ?? amountToNumber(recommendation.savings),
    // A copy made before the plan carried the model's figure has one figure: shown alone.
    modelledSavings: recommendation.modelledSavings ?? recommendation.annualSavingGbp ?? amountToNumber(recommendation.savings),
    carbonSaving: recommendation.carbonSaving,
    priority: recommendation.priority,
    image: recommendation.image ?? '',
    rankReason: recommendation.rankReason ?? '',
    informational: recommendation.informational ?? false,
  };
}

function toProperty(data: unknown, propertyId: string): PlanView['property'] {
  if (!isRecord(data)) return null;
  const floorArea = Number(data.floorArea);
  return {
    id: text(data.id) ?? propertyId,
    address: text(data.address) ?? '',
    fullAddress: text(data.fullAddress),
    propertyType: text(data.propertyType) ?? '',
    yearBuilt: text(data.yearBuilt) ?? '',
    floorArea: Number.isFinite(floorArea) ? floorArea : 0,
    heatingSystem: text(data.heatingSystem),
    // A copy saved before the profile asked for the fuel has none.
    heatingFuel: fuel(data.heatingFuel),
    epcRating: text(data.epcRating),
    epcValidUntil: text(data.epcValidUntil),
  };
}

/**
 * The session copy as the screen shows it while the network answers. Only a copy for this
 * property counts; what the copy cannot know (assumptions, model version) stays empty until then.
 */
export function storedPlanView(read: StoredPlanRead, propertyId: string): PlanView | null {
  if (read.status !== 'ok') return null;
  const plan: EnergyPlan = read.envelope.data;
  if (String(plan.propertyId) !== propertyId) return null;
  const property = toProperty(plan.propertyData, propertyId) ?? toProperty(readJson('session', SESSION_KEYS.currentPropertyData), propertyId);
  return {
    energyPlan: {
      id: String(plan.id),
      propertyId: String(plan.propertyId),
      potentialSavings: plan.potentialSavings,
      co2Reduction: plan.co2Reduction,
      propertyValueIncrease: plan.propertyValueIncrease,
      epcImprovement: plan.epcImprovement,
      currentEpcRating: plan.currentEpcRating,
      potentialEpcRating: plan.potentialEpcRating,
      assumptions: [],
      baseline: null,
      modelVersion: '',
      priceTableId: '',
      prices: '',
      pricesMayBeOutOfDate: false,
      recommendations: { top3: plan.recommendations.top3.map(toCard), all: plan.recommendations.all.map(toCard) },
    },
    property,
  };
}

/**
 * Fresh plan data is validated and saved with the property; failure only warns
 * (docs/product.md, "How a plan is read and checked").
 */
export function savePlanToSession(view: PlanView, previous: StoredPlanRead): void {
  const sessionId = previous.status === 'ok' ? previous.envelope.sessionId : '';
  try {
    const envelope = createPlanEnvelope({ ...view.energyPlan, propertyData: view.property }, sessionId);
    writeItem('session', SESSION_KEYS.energyPlan, JSON.stringify(envelope));
  } catch (error) {
    if (!(error instanceof PlanValidationError)) throw error;
    console.warn(error.message);
  }
}

export function clearStoredPlan(): void {
  removeItems('session', [SESSION_KEYS.energyPlan]);
}

/** 'Clear Cache & Refresh': every cached copy of the plan and property, but not which property it is. */
export function clearCachedPlanData(): void {
  removeItems('session', [SESSION_KEYS.energyPlan, SESSION_KEYS.currentPropertyData]);
  removeItems('local', [LOCAL_KEYS.propertyData]);
}
