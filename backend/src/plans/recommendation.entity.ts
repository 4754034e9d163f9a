import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property as Column } from '@mikro-orm/decorators/legacy';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import type { InstallationType, RecommendationPriority } from '@warmwise/common';
import { InstallationTypeEnum, RecommendationPriorityEnum } from '../graphql/closed-sets.js';
import { pickDeclaredFields } from '../graphql/declared-fields.js';
import { EnergyPlan } from './energy-plan.entity.js';

/**
 * One measure of a plan, with its marginal figures in the order the package was modelled. The class
 * is both the stored row and the GraphQL type: a column with @Field is what readers see (toJSON cuts
 * REST answers from the same fields), one without stays on the server. The columns holding the model's
 * figures are named as the model names them, so the service fills them without a list of its own.
 */
@Entity({ tableName: 'recommendation' })
@ObjectType('Recommendation', { description: 'One measure of a plan, with its marginal figures in plan order' })
@Index({ properties: ['plan', 'rank'] })
export class Recommendation {
  // The getters below are figures read off the columns, never given when a row is made.
  [OptionalProps]?: 'id' | 'savings' | 'typicalSavings' | 'modelledSavings' | 'carbonSaving';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  // Rel<> keeps decorator metadata from touching EnergyPlan before its module has loaded (ESM cycle).
  // The constraint keeps PostgreSQL's default name, which the first migration gave it.
  @ManyToOne(() => EnergyPlan, { deleteRule: 'cascade', foreignKeyName: 'recommendation_plan_id_fkey' })
  plan: Rel<EnergyPlan>;

  /** Position in the visitor's ranking (0-based); the first three are the plan's top3. */
  @Column({ type: 'smallint' })
  rank: number;

  @Column({ type: 'string', length: 64 })
  measureId: string;

  @Field(() => String)
  @Column({ type: 'string', length: 120 })
  title: string;

  @Field(() => String)
  @Column({ type: 'text' })
  description: string;

  @Field(() => String, { description: "Display text: '£500 - £1,500', 'Free' or 'Variable'" })
  @Column({ type: 'string', length: 64 })
  cost: string;

  @Field(() => Int, { nullable: true })
  @Column({ type: 'integer', nullable: true })
  costMin: number | null;

  @Field(() => Int, { nullable: true })
  @Column({ type: 'integer', nullable: true })
  costMax: number | null;

  /** Marginal £ a year homes like this typically save (the headline); negative when a measure costs more to run (a heat pump against gas). */
  @Field(() => Int, { description: 'Signed £ a year: negative when the measure costs more to run ("costs about £50 a year more"); such items are not counted in potentialSavings' })
  @Column({ type: 'integer' })
  annualSavingGbp: number;

  /** The model's marginal £ a year for a home heated throughout as an EPC assumes (the upper end); null on plans built before it existed. */
  @Column({ type: 'integer', nullable: true })
  modelledSavingGbp: number | null;

  /** Marginal kg CO2 a year, signed as the model gives it. */
  @Column({ type: 'integer', fieldName: 'carbon_saving' })
  co2SavingKg: number;

  @Field(() => Float, { nullable: true, description: 'Simple payback: cost midpoint / annual saving' })
  @Column({ type: 'double', nullable: true })
  paybackYears: number | null;

  @Field(() => Int)
  @Column({ type: 'smallint' })
  sapPointsGain: number;

  @Field(() => InstallationTypeEnum)
  @Column({ type: 'string', length: 16 })
  installationType: InstallationType;

  @Field(() => String)
  @Column({ type: 'string', length: 64 })
  icon: string;

  @Field(() => String, { description: 'File name under /attached_assets/' })
  @Column({ type: 'string', length: 128 })
  image: string;

  @Field(() => RecommendationPriorityEnum)
  @Column({ type: 'string', length: 8 })
  priority: RecommendationPriority;

  @Field(() => String)
  @Column({ type: 'text' })
  learnMore: string;

  @Field(() => Boolean, { description: 'True for the survey and EPC items, which save nothing themselves' })
  @Column({ type: 'boolean' })
  informational: boolean;

  @Field(() => [String])
  @Column({ type: 'json' })
  sources: string[];

  /** One line saying why the item sits at its rank ('Saves the most per pound: …'); empty on plans built before it existed. */
  @Field(() => String, { description: "Why the item sits at its rank, in one line: 'Saves the most per pound: pays back in about 3 years'" })
  @Column({ type: 'string', length: 160, default: '' })
  rankReason: string;

  @Field(() => Int, { description: '£ a year saved, after the measures before it in the plan; never negative (0 when the measure costs more to run)' })
  get savings(): number {
    return Math.max(0, this.annualSavingGbp);
  }

  @Field(() => Int, {
    description: 'Signed £ a year homes like this one typically save (scaled to measured savings where there are some): the headline, equal to annualSavingGbp, used in potentialSavings, paybacks and the ranking',
  })
  get typicalSavings(): number {
    return this.annualSavingGbp;
  }

  @Field(() => Int, { description: 'Signed £ a year the model gives for a home heated throughout as an EPC assumes: the upper end, never below typicalSavings' })
  get modelledSavings(): number {
    // A plan built before the two figures has one, which was the model's.
    return this.modelledSavingGbp ?? this.annualSavingGbp;
  }

  @Field(() => Int, { description: 'Estimated kg CO2 a year saved; never negative' })
  get carbonSaving(): number {
    return Math.max(0, this.co2SavingKg);
  }

  /** What a REST answer holds: the GraphQL fields, the figures read off the columns included. */
  toJSON(): Recommendation {
    return pickDeclaredFields(this, Recommendation);
  }
}
