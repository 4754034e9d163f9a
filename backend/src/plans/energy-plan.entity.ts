import { randomUUID } from 'node:crypto';
import { Collection, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, OneToMany, PrimaryKey, Property as Column, Unique } from '@mikro-orm/decorators/legacy';
import type { CertificateCheck, EnergyEstimate, HeatingDecision, HeatPumpVerdict, PlanStep, RentalStandard } from '../energy-model/index.js';
import { Property } from '../properties/property.entity.js';
import { Recommendation } from './recommendation.entity.js';

/**
 * A plan built by the energy model for one property at one moment. It records the model version
 * and price table it used, and the property's `updatedAt` it was built from, so a changed profile
 * gets a fresh plan and an old plan can always be explained.
 */
@Entity({ tableName: 'energy_plan' })
// One plan per property version and priority: parallel first reads cannot store several, and a
// removal is made on the plan every later read returns. Its leading column serves every look-up by property.
@Unique({ properties: ['property', 'propertyUpdatedAt', 'priority'] })
export class EnergyPlan {
  [OptionalProps]?: 'id' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  // The constraint keeps PostgreSQL's default name, which the first migration gave it.
  @ManyToOne(() => Property, { deleteRule: 'cascade', foreignKeyName: 'energy_plan_property_id_fkey' })
  property: Property;

  @Index()
  @Column({ type: 'uuid' })
  ownerVisitorId: string;

  @Column({ type: 'datetime' })
  propertyUpdatedAt: Date;

  @Column({ type: 'string', length: 32 })
  priority: string;

  /** Measures the visitor removed; the model leaves them out when the plan is re-modelled. */
  @Column({ type: 'json', defaultRaw: `'[]'` })
  excludedMeasureIds: string[];

  @Column({ type: 'integer' })
  potentialSavings: number;

  @Column({ type: 'integer', fieldName: 'co2_reduction' })
  co2Reduction: number;

  @Column({ type: 'string', length: 32 })
  propertyValueIncrease: string;

  @Column({ type: 'string', length: 16 })
  epcImprovement: string;

  @Column({ type: 'string', length: 1 })
  currentEpcRating: string;

  @Column({ type: 'string', length: 1 })
  potentialEpcRating: string;

  @Column({ type: 'smallint' })
  currentEnergyEfficiency: number;

  @Column({ type: 'smallint' })
  potentialEnergyEfficiency: number;

  /** Where a stated or lodged rating and the modelled home disagree, the sentence that says so. */
  @Column({ type: 'text', nullable: true })
  ratingNote: string | null;

  @Column({ type: 'json' })
  assumptions: string[];

  /** The plan in steps, each with the package's figures once it is done (the model's run, in plan order). */
  @Column({ type: 'json', defaultRaw: `'[]'` })
  steps: PlanStep[];

  /** Null for a home already on a heat pump or a heat network. */
  @Column({ type: 'json', nullable: true })
  heatPumpVerdict: HeatPumpVerdict | null;

  /** Boiler or heat pump (a boiler that is due), or storage heaters or heat pump (electric heating): the one the plan counts and the one beside it. */
  @Column({ type: 'json', nullable: true })
  heatingDecision: HeatingDecision | null;

  /** The standard for privately rented homes as it bears on this one; null when the home is not let privately. */
  @Column({ type: 'json', nullable: true })
  rentalStandard: RentalStandard | null;

  /** "Is my certificate right?"; null only on plans stored before the check existed. */
  @Column({ type: 'json', nullable: true })
  certificateCheck: CertificateCheck | null;

  /** The model's before and after estimates (kWh by fuel, bills, CO2, SAP), for "show me why". */
  @Column({ type: 'json' })
  estimates: { baseline: EnergyEstimate; potential: EnergyEstimate };

  @Column({ type: 'string', length: 32 })
  priceTableId: string;

  @Column({ type: 'string', length: 32 })
  modelVersion: string;

  @OneToMany(() => Recommendation, (recommendation) => recommendation.plan, { orderBy: { rank: 'asc' } })
  recommendations = new Collection<Recommendation>(this);

  @Column({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Column({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
