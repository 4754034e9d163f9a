import { Migration } from '@mikro-orm/migrations';

export class Migration20261122163000CreateEnergyPlan extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "energy_plan" (
        "id" uuid not null primary key,
        "property_id" uuid not null references "property" ("id") on delete cascade,
        "owner_visitor_id" uuid not null,
        "property_updated_at" timestamptz not null,
        "priority" varchar(32) not null,
        "excluded_measure_ids" jsonb not null default '[]',
        "potential_savings" integer not null,
        "co2_reduction" integer not null,
        "property_value_increase" varchar(32) not null,
        "epc_improvement" varchar(16) not null,
        "current_epc_rating" varchar(1) not null,
        "potential_epc_rating" varchar(1) not null,
        "current_energy_efficiency" smallint not null,
        "potential_energy_efficiency" smallint not null,
        "assumptions" jsonb not null,
        "estimates" jsonb not null,
        "price_table_id" varchar(32) not null,
        "model_version" varchar(32) not null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "energy_plan_property_id_created_at_index" on "energy_plan" ("property_id", "created_at" desc);`);
    this.addSql(`create index "energy_plan_owner_visitor_id_index" on "energy_plan" ("owner_visitor_id");`);
    this.addSql(`
      create table "recommendation" (
        "id" uuid not null primary key,
        "plan_id" uuid not null references "energy_plan" ("id") on delete cascade,
        "rank" smallint not null,
        "measure_id" varchar(64) not null,
        "title" varchar(120) not null,
        "description" text not null,
        "cost" varchar(64) not null,
        "cost_min" integer null,
        "cost_max" integer null,
        "annual_saving_gbp" integer not null,
        "carbon_saving" integer not null,
        "payback_years" double precision null,
        "sap_points_gain" smallint not null,
        "installation_type" varchar(16) not null,
        "icon" varchar(64) not null,
        "image" varchar(128) not null,
        "priority" varchar(8) not null,
        "learn_more" text not null,
        "informational" boolean not null,
        "sources" jsonb not null
      );`);
    this.addSql(`create index "recommendation_plan_id_rank_index" on "recommendation" ("plan_id", "rank");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "recommendation";`);
    this.addSql(`drop table if exists "energy_plan";`);
  }
}
