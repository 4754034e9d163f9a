import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Nation, Priority, PropertyInput } from '@warmwise/common';
import type { AddressService } from '../addresses/address.service.js';
import { buildPlan, measureByTitle } from '../energy-model/index.js';
import { grantsHomeOf, heatPumpGrantForHome, landlordGrantsForHome } from '../grants/index.js';
import { badInput, DomainError, notFound } from '../errors/domain-error.js';
import { Property } from '../properties/index.js';
import type { PropertyService } from '../properties/property.service.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import type { Session } from '../session/session.js';
import { EnergyPlan } from './energy-plan.entity.js';
import { modelledColumns, planFigures, type ModelledPlan } from './energy-plan.figures.js';
import { homeProfileOf, lodgedCertificateOf } from './home-profile.mapper.js';
import { Recommendation } from './recommendation.entity.js';
import { isUuid } from '../database/uuid.js';
import { isCurrentPlan, planStamp } from './plan-stamp.js';

const PLAN_NOT_FOUND = 'Energy plan not found';

/**
 * What a read answers when the home has no plan for it as it is now (never built, or built by an
 * earlier model or price table): reads never build, so the client asks the build mutation.
 */
const planOutOfDate = () =>
  new DomainError(
    'CONFLICT',
    "This home's plan needs making again: the home, the energy model or the prices have changed since it was made. Ask for it with POST /api/recommendations (GraphQL createEnergyPlan).",
    { outOfDate: true },
  );

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
 * Building a plan runs the energy model and stores a dozen rows, so it is limited per network
 * address (the session cookie is no key: a script simply drops it). Ours: 60 builds in 10 minutes
 * is far above what a person editing their home makes; reading a stored plan is not counted.
 * Open when the store is down: refusing would only hurt honest visitors.
 * @internal exported for its tests, which drive the limit to its edge
 */
export const PLAN_BUILDS_PER_ADDRESS: RateLimitRule = { name: 'plan-build', limit: 60, windowSeconds: 600, failClosed: false };

/**
 * Plans built by the energy model from a visitor's own properties, persisted with their
 * recommendations: one plan per property version and priority (a unique index holds it).
 *
 * Removed measures belong to the property: a removal made on any of its plans is applied at once
 * to its plans for the property as it is now, and plans built later (after an edit, or for another
 * priority) leave out every measure removed from any of its plans. Plans are written only under a
 * lock on the property's row, so parallel first reads build one plan, and parallel removals all
 * count.
 */
/** True when the household gave its yearly use from its bills, which its plan is then fitted to. */
const gaveBills = (property: Property) => property.annualGasKwh !== null || property.annualElectricityKwh !== null || property.annualFuelUse !== null;

/**
 * The yearly saving of the plan stored for the home as it is now, if one is: read-only, it never
 * builds a plan. Null for a home whose plan is fitted to its bills: this is what a share link's
 * preview shows, and a figure scaled to the household's metered use is not for those who hold it.
 */
export async function storedPotentialSavings(em: EntityManager, property: Property): Promise<number | null> {
  if (gaveBills(property)) return null;
  const plan = await em.findOne(EnergyPlan, { property, propertyUpdatedAt: property.updatedAt, priority: property.priority }, { fields: ['potentialSavings'] });
  return plan ? plan.potentialSavings : null;
}

export class EnergyPlanService {
  constructor(
    private readonly em: EntityManager,
    private readonly session: Session,
    private readonly properties: PropertyService,
    private readonly addresses: AddressService,
    private readonly limiter: RateLimiter,
    /** The client's network address, which the build limit counts by. */
    private readonly requesterAddress: string,
  ) {}

  /**
   * The plan for the property as it is now: built and saved on first ask, after an edit, and again
   * (in place) once the energy model has changed since it was stored.
   */
  async currentPlan(propertyId: string, priority?: Priority): Promise<EnergyPlan> {
    return this.planFor(await this.properties.get(propertyId), priority);
  }

  /**
   * The plan stored for the visitor's property as it is now, or null when none is: never built yet,
   * or from an earlier model or price table (building it again is a mutation's work). Reads only.
   */
  async storedCurrentPlan(propertyId: string): Promise<EnergyPlan | null> {
    return this.currentPlanOf(await this.properties.get(propertyId));
  }

  /** The same, for a read that must answer a plan: a conflict saying it is out of date when there is none. */
  async readCurrentPlan(propertyId: string): Promise<EnergyPlan> {
    const plan = await this.storedCurrentPlan(propertyId);
    if (!plan) throw planOutOfDate();
    return plan;
  }

  /** The same for a property already read and allowed; null as above. */
  async currentPlanOf(property: Property): Promise<EnergyPlan | null> {
    const stored = await this.storedPlan(property, property.priority);
    return stored && isCurrentPlan(stored) ? stored : null;
  }

  /**
   * Saves a home profile (a new home, or one of the visitor's own named by `propertyId`) and builds
   * its plan, in one transaction: an outage between the two leaves neither, and the answer holds
   * both. The plan is for the profile's priority unless `priority` says otherwise, and carries its
   * property.
   */
  async saveProfile(propertyId: string | undefined, input: PropertyInput, priority?: Priority): Promise<EnergyPlan> {
    return this.inTransaction(async () => {
      const property = propertyId ? await this.properties.update(propertyId, input) : await this.properties.create(input);
      return this.buildOnce(property.id, priority ?? property.priority);
    });
  }

  /**
   * The stamp of the visitor's stored plan for their property as it is now, by the profile's
   * priority, from one small query that also checks the property is theirs; null when there is none
   * yet, it is from an older model, or the property is not theirs (`currentPlan` then builds it or
   * answers not found). Lets a transport answer from a plan it already presented.
   */
  async currentPlanStamp(propertyId: string): Promise<string | null> {
    if (!isUuid(propertyId)) return null;
    const [row] = await this.em.execute<Array<{ id: string; updatedAtMs: string; modelVersion: string; priceTableId: string }>>(CURRENT_PLAN_STAMP, [
      propertyId,
      this.session.data.visitorId,
    ]);
    return row ? planStamp({ ...row, updatedAt: new Date(Number(row.updatedAtMs)) }) : null;
  }

  /**
   * The same for a property the caller has already been allowed to read (its owner's, or one
   * opened through a share link): the plan for the priority the home profile holds by default.
   */
  async planFor(property: Property, priority?: Priority): Promise<EnergyPlan> {
    const wanted = priority ?? property.priority;
    const stored = await this.storedPlan(property, wanted);
    return stored && isCurrentPlan(stored) ? stored : this.buildOnce(property.id, wanted);
  }

  /**
   * The plan as someone holding a share link reads it: modelled as if the household had given no
   * bills, so no figure fitted to its metered use (nor the note quoting it) leaves its owner's
   * screens. A read only: a home without bills reads its current stored plan; any other (fitted to
   * bills, or whose stored plan is out of date or not yet built) is modelled on each read and not
   * stored, with the measures its owner removed left out as on the owner's plan. Only the owner's
   * own mutations store a plan.
   */
  async sharedPlanFor(property: Property): Promise<EnergyPlan> {
    const stored = gaveBills(property) ? null : await this.currentPlanOf(property);
    if (stored) return stored;
    const priority = property.priority as Priority;
    const excluded = await this.removedMeasures(property);
    const { modelled, assumptions } = await this.model(property, priority, excluded, { fittedToBills: false });
    const plan = Object.assign(new EnergyPlan(), planFigures(this.em.getMetadata(EnergyPlan), modelled, assumptions), {
      property,
      ownerVisitorId: property.ownerVisitorId,
      propertyUpdatedAt: property.updatedAt,
      priority,
      excludedMeasureIds: excluded,
    });
    const meta = this.em.getMetadata(Recommendation);
    modelled.recommendations.all.forEach((item, rank) => plan.recommendations.add(Object.assign(new Recommendation(), { plan, measureId: item.id, rank, ...modelledColumns(meta, item) })));
    return plan;
  }

  /**
   * Removes a measure from the visitor's plan and re-models the rest, so the totals and each
   * remaining measure's marginal figures describe the package that is left (never a stale sum).
   */
  async removeRecommendation(recommendationId: string, energyPlanId: string): Promise<EnergyPlan> {
    const owned = await this.ownedPlan(energyPlanId);
    return this.underPropertyLock(owned.property.id, async (property) => {
      // Read again under the lock: a removal that committed meanwhile must not be overwritten.
      const plans = await this.em.find(
        EnergyPlan,
        { $or: [{ id: owned.id }, { property, propertyUpdatedAt: property.updatedAt }] },
        { populate: ['recommendations'], refresh: true },
      );
      const plan = plans.find((each) => each.id === owned.id)!;
      const recommendation = plan.recommendations.getItems().find((item) => item.id === recommendationId);
      if (!recommendation) throw notFound('Recommendation not found');
      if (plan.recommendations.count() === 1) {
        throw badInput('This is the last recommendation in your plan, so it cannot be removed. A plan keeps at least one.');
      }
      for (const each of plans) {
        if (!each.excludedMeasureIds.includes(recommendation.measureId)) {
          await this.remodel(each, property, [...each.excludedMeasureIds, recommendation.measureId]);
        }
      }
      await this.em.flush();
      return plan;
    });
  }

  /**
   * Undoes a removal: the measure named by `title` comes back into every plan of the property, and
   * the plans for the property as it is now are re-modelled with it. Plans for earlier versions of
   * the home only forget the removal (later builds read removals from every plan of the property).
   * Restoring a measure that was never removed changes nothing.
   */
  async restoreRecommendation(title: string, energyPlanId: string): Promise<EnergyPlan> {
    const owned = await this.ownedPlan(energyPlanId);
    const measure = measureByTitle(title);
    if (!measure) throw notFound('Recommendation not found');
    return this.underPropertyLock(owned.property.id, async (property) => {
      const plans = await this.em.find(EnergyPlan, { property }, { populate: ['recommendations'], refresh: true });
      for (const each of plans) {
        if (!each.excludedMeasureIds.includes(measure.id)) continue;
        const excluded = each.excludedMeasureIds.filter((id) => id !== measure.id);
        if (each.propertyUpdatedAt.getTime() === property.updatedAt.getTime()) await this.remodel(each, property, excluded);
        else this.em.assign(each, { excludedMeasureIds: excluded });
      }
      await this.em.flush();
      return plans.find((each) => each.id === owned.id)!;
    });
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
      savings: mine?.savings ?? null,
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

  private storedPlan(property: Property, priority: Priority): Promise<EnergyPlan | null> {
    return this.em.findOne(EnergyPlan, { property, propertyUpdatedAt: property.updatedAt, priority }, { populate: ['recommendations'] });
  }

  /**
   * Builds and stores the plan, unless a parallel request stored it first: then that one is the answer.
   * A plan stored by an earlier version of the model, or at prices a newer quarter has since replaced,
   * is re-modelled in place (same id, removals kept), so nobody reads figures the model no longer
   * stands behind.
   */
  private buildOnce(propertyId: string, priority: Priority): Promise<EnergyPlan> {
    return this.underPropertyLock(propertyId, async (property) => {
      const stored = await this.storedPlan(property, priority);
      if (stored && isCurrentPlan(stored)) return stored;
      await this.limiter.enforce(PLAN_BUILDS_PER_ADDRESS, this.requesterAddress);
      const excluded = await this.removedMeasures(property);
      if (stored) {
        await this.remodel(stored, property, excluded);
        await this.em.flush();
        return stored;
      }
      const { modelled, assumptions } = await this.model(property, priority, excluded);
      const plan = this.em.create(EnergyPlan, {
        ...planFigures(this.em.getMetadata(EnergyPlan), modelled, assumptions),
        property,
        ownerVisitorId: property.ownerVisitorId,
        propertyUpdatedAt: property.updatedAt,
        priority,
        excludedMeasureIds: excluded,
      });
      this.syncRecommendations(plan, modelled);
      // Stored with all its recommendations or not at all (the surrounding transaction).
      await this.em.persist(plan).flush();
      return plan;
    });
  }

  /** Every measure removed from any plan of the property. */
  private async removedMeasures(property: Property): Promise<string[]> {
    const rows = await this.em.execute<Array<{ measure_id: string }>>(
      'select distinct jsonb_array_elements_text("excluded_measure_ids") as "measure_id" from "energy_plan" where "property_id" = ? order by 1',
      [property.id],
    );
    return rows.map((row) => row.measure_id);
  }

  /** Re-models the plan without `excluded` and brings its figures and recommendations in line. */
  private async remodel(plan: EnergyPlan, property: Property, excluded: string[]): Promise<void> {
    const { modelled, assumptions } = await this.model(property, plan.priority as Priority, excluded);
    // updatedAt is set even when no column of the plan row changes: its measures did (plan-stamp.ts).
    this.em.assign(plan, { excludedMeasureIds: excluded, ...planFigures(this.em.getMetadata(EnergyPlan), modelled, assumptions), updatedAt: new Date() });
    this.syncRecommendations(plan, modelled);
  }

  private async model(property: Property, priority: Priority, excludeMeasureIds: string[], { fittedToBills } = { fittedToBills: true }) {
    const certificate = await this.addresses.newestCertificate(property.address, property.postcode);
    const { profile, assumptions } = homeProfileOf(property, certificate);
    // The heat-pump card's grant comes from the Grants tab's verdicts for this home: its nation, tenure and heating.
    const heatPumpGrantIn = (nation: Nation) => heatPumpGrantForHome({ ...grantsHomeOf(property), nation });
    const landlordGrantsIn = (nation: Nation) => landlordGrantsForHome({ ...grantsHomeOf(property), nation });
    const planned = fittedToBills ? profile : { ...profile, meteredUse: undefined };
    const options = {
      excludeMeasureIds,
      heatPumpGrantIn,
      landlordGrantsIn,
      letting: { tenure: property.tenure, role: property.rentalRole },
      certificate: lodgedCertificateOf(property, certificate),
    };
    return { modelled: buildPlan(planned, priority, options), assumptions };
  }

  /**
   * Runs `work` in a transaction holding the property's row lock, with the property read afresh
   * (an edit may have committed while this request waited for the lock).
   */
  private underPropertyLock<T>(propertyId: string, work: (property: Property) => Promise<T>): Promise<T> {
    return this.inTransaction(async () => {
      const property = await this.em.findOne(Property, { id: propertyId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!property) throw notFound(PLAN_NOT_FOUND);
      return work(property);
    });
  }

  /** A transaction on this request's entity manager, or the one already open on it. */
  private async inTransaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.em.isInTransaction()) return work();
    await this.em.begin();
    try {
      const result = await work();
      await this.em.commit();
      return result;
    } catch (error) {
      await this.em.rollback();
      throw error;
    }
  }

  /** Makes the stored recommendations match the model's: figures updated, rows added or dropped. */
  private syncRecommendations(plan: EnergyPlan, modelled: ModelledPlan): void {
    const existing = new Map(plan.recommendations.getItems().map((row) => [row.measureId, row]));
    const meta = this.em.getMetadata(Recommendation);
    modelled.recommendations.all.forEach((item, rank) => {
      const row = existing.get(item.id);
      existing.delete(item.id);
      const figures = { rank, ...modelledColumns(meta, item) };
      if (row) this.em.assign(row, figures);
      else plan.recommendations.add(this.em.create(Recommendation, { plan, measureId: item.id, ...figures }));
    });
    for (const stale of existing.values()) {
      plan.recommendations.remove(stale);
      this.em.remove(stale);
    }
  }
}

// The plan currentPlan would return without building: the property as it is now, its own priority.
const CURRENT_PLAN_STAMP = `
  select plan.id, floor(extract(epoch from plan.updated_at) * 1000)::bigint as "updatedAtMs", plan.model_version as "modelVersion",
    plan.price_table_id as "priceTableId"
  from property
  join energy_plan plan
    on plan.property_id = property.id and plan.property_updated_at = property.updated_at and plan.priority = property.priority
  where property.id = ? and property.owner_visitor_id = ?`;
