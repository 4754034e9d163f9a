import type { EntityManager } from '@mikro-orm/postgresql';
import { PRIORITIES, type Priority } from '@warmwise/common';
import type { AddressService } from '../addresses/address.service.js';
import { buildPlan, measureByTitle } from '../energy-model/index.js';
import { badInput, notFound } from '../errors/domain-error.js';
import type { Property } from '../properties/property.entity.js';
import type { PropertyService } from '../properties/property.service.js';
import type { Session } from '../session/session.js';
import { EnergyPlan } from './energy-plan.entity.js';
import { homeProfileOf } from './home-profile.mapper.js';
import { Recommendation } from './recommendation.entity.js';
import { isUuid } from '../database/uuid.js';

const PLAN_NOT_FOUND = 'Energy plan not found';

export interface RecommendationDetails {
  title: string;
  description: string;
  learnMore: string;
  sources: string[];
  /** Personal figures from the visitor's plan when it holds this measure; null otherwise. */
  cost: string | null;
  savings: number | null;
  carbonSaving: number | null;
}

/**
 * Plans built by the energy model from a visitor's own properties, persisted with their
 * recommendations. A plan is rebuilt when the property changed since it was made.
 */
export class EnergyPlanService {
  constructor(
    private readonly em: EntityManager,
    private readonly session: Session,
    private readonly properties: PropertyService,
    private readonly addresses: AddressService,
  ) {}

  /** The plan for the property as it is now (built and saved on first ask, or after an edit). */
  async currentPlan(propertyId: string, priority?: Priority): Promise<EnergyPlan> {
    const property = await this.properties.get(propertyId);
    const wanted = priority ?? property.priority;
    const latest = await this.em.findOne(
      EnergyPlan,
      { property, propertyUpdatedAt: property.updatedAt, priority: wanted },
      { orderBy: { createdAt: 'desc' }, populate: ['recommendations'] },
    );
    return latest ?? this.build(property, wanted);
  }

  /**
   * POST /api/recommendations: a plan for `propertyId`, or for the home profile in the payload
   * (saved first as a new property). `priority` overrides the profile's priority.
   */
  async createPlan(payload: unknown): Promise<EnergyPlan> {
    const body = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
    const priority = parsePriority(body.priority);
    if (typeof body.propertyId === 'string' && body.propertyId !== '') {
      const property = await this.properties.get(body.propertyId);
      return this.build(property, priority ?? property.priority);
    }
    // One transaction for the new home and its plan: an outage between them leaves neither.
    await this.em.begin();
    try {
      const property = await this.properties.create(body);
      const plan = await this.build(property, priority ?? property.priority);
      await this.em.commit();
      return plan;
    } catch (error) {
      await this.em.rollback();
      throw error;
    }
  }

  /**
   * Removes a measure from the visitor's plan and re-models the rest, so the totals and each
   * remaining measure's marginal figures describe the package that is left (never a stale sum).
   */
  async removeRecommendation(recommendationId: string, energyPlanId: unknown): Promise<EnergyPlan> {
    if (typeof energyPlanId !== 'string' || energyPlanId === '') throw badInput('energyPlanId is required', { field: 'energyPlanId' });
    const plan = await this.ownedPlan(energyPlanId);
    const recommendation = plan.recommendations.getItems().find((item) => item.id === recommendationId);
    if (!recommendation) throw notFound('Recommendation not found');
    if (plan.recommendations.count() === 1) throw badInput('A plan must keep at least one recommendation');
    plan.excludedMeasureIds = [...plan.excludedMeasureIds, recommendation.measureId];
    const { modelled, assumptions } = await this.model(plan.property, plan.priority as Priority, plan.excludedMeasureIds);
    this.em.assign(plan, planFigures(modelled, assumptions));
    this.syncRecommendations(plan, modelled);
    await this.em.flush();
    return plan;
  }

  /** Learn More: the catalogue's text, with the visitor's own figures when their plan holds it. */
  async details(title: string, energyPlanId?: string): Promise<RecommendationDetails> {
    const measure = measureByTitle(title);
    if (!measure) throw notFound('Detailed information for this recommendation is not available.');
    const mine = energyPlanId
      ? (await this.ownedPlan(energyPlanId)).recommendations.getItems().find((item) => item.measureId === measure.id)
      : undefined;
    return {
      title: measure.title,
      description: measure.description,
      learnMore: measure.learnMore,
      sources: measure.sources,
      cost: mine?.cost ?? null,
      savings: mine ? Math.max(0, mine.annualSavingGbp) : null,
      carbonSaving: mine?.carbonSaving ?? null,
    };
  }

  async ownedPlan(id: string): Promise<EnergyPlan> {
    const plan = isUuid(id)
      ? await this.em.findOne(EnergyPlan, { id, ownerVisitorId: this.session.data.visitorId }, { populate: ['recommendations', 'property'] })
      : null;
    if (!plan) throw notFound(PLAN_NOT_FOUND);
    return plan;
  }

  private async build(property: Property, priority: Priority): Promise<EnergyPlan> {
    const { modelled, assumptions } = await this.model(property, priority, []);
    const plan = this.em.create(EnergyPlan, {
      property,
      ownerVisitorId: property.ownerVisitorId,
      propertyUpdatedAt: property.updatedAt,
      priority,
      excludedMeasureIds: [],
      ...planFigures(modelled, assumptions),
    });
    this.syncRecommendations(plan, modelled);
    // One transaction: a plan is stored with all its recommendations or not at all.
    await this.em.persist(plan).flush();
    return plan;
  }

  private async model(property: Property, priority: Priority, excludeMeasureIds: string[]) {
    const certificate = await this.addresses.newestCertificate(property.address, property.postcode);
    const { profile, assumptions } = homeProfileOf(property, certificate);
    return { modelled: buildPlan(profile, priority, { excludeMeasureIds }), assumptions };
  }

  /** Makes the stored recommendations match the model's: figures updated, rows added or dropped. */
  private syncRecommendations(plan: EnergyPlan, modelled: ModelledPlan): void {
    const existing = new Map(plan.recommendations.getItems().map((row) => [row.measureId, row]));
    modelled.recommendations.all.forEach((item, rank) => {
      const row = existing.get(item.id);
      existing.delete(item.id);
      if (row) this.em.assign(row, { rank, ...recommendationFigures(item) });
      else plan.recommendations.add(this.em.create(Recommendation, { plan, rank, measureId: item.id, ...recommendationFigures(item) }));
    });
    for (const stale of existing.values()) {
      plan.recommendations.remove(stale);
      this.em.remove(stale);
    }
  }
}

type ModelledPlan = ReturnType<typeof buildPlan>;

function planFigures(modelled: ModelledPlan, assumptions: string[]) {
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

function recommendationFigures(item: ModelledPlan['recommendations']['all'][number]) {
  return {
    title: item.title,
    description: item.description,
    cost: item.cost,
    costMin: item.costMin,
    costMax: item.costMax,
    annualSavingGbp: Math.round(item.annualSavingGbp),
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
  };
}

function parsePriority(value: unknown): Priority | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const match = PRIORITIES.find((priority) => priority.value === value);
  if (!match) throw badInput(`priority must be one of: ${PRIORITIES.map((p) => p.value).join(', ')}`, { field: 'priority' });
  return match.value;
}
