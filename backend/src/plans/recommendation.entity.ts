import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property as Column } from '@mikro-orm/decorators/legacy';
import { EnergyPlan } from './energy-plan.entity.js';

/** One measure of a plan, with its marginal figures in the order the package was modelled. */
@Entity({ tableName: 'recommendation' })
@Index({ properties: ['plan', 'rank'] })
export class Recommendation {
  [OptionalProps]?: 'id';

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

  @Column({ type: 'string', length: 120 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'string', length: 64 })
  cost: string;

  @Column({ type: 'integer', nullable: true })
  costMin: number | null;

  @Column({ type: 'integer', nullable: true })
  costMax: number | null;

  /** Marginal £ a year homes like this typically save (the headline); negative when a measure costs more to run (a heat pump against gas). */
  @Column({ type: 'integer' })
  annualSavingGbp: number;

  /** The model's marginal £ a year for a home heated throughout as an EPC assumes (the upper end); null on plans built before it existed. */
  @Column({ type: 'integer', nullable: true })
  modelledSavingGbp: number | null;

  @Column({ type: 'integer' })
  carbonSaving: number;

  @Column({ type: 'double', nullable: true })
  paybackYears: number | null;

  @Column({ type: 'smallint' })
  sapPointsGain: number;

  @Column({ type: 'string', length: 16 })
  installationType: string;

  @Column({ type: 'string', length: 64 })
  icon: string;

  @Column({ type: 'string', length: 128 })
  image: string;

  @Column({ type: 'string', length: 8 })
  priority: string;

  @Column({ type: 'text' })
  learnMore: string;

  @Column({ type: 'boolean' })
  informational: boolean;

  @Column({ type: 'json' })
  sources: string[];

  /** One line saying why the item sits at its rank ('Saves the most per pound: …'); empty on plans built before it existed. */
  @Column({ type: 'string', length: 160, default: '' })
  rankReason: string;
}
