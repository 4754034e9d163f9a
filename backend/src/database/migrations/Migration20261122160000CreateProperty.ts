import { Migration } from '@mikro-orm/migrations';

export class Migration20261122160000CreateProperty extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "property" (
        "id" uuid not null primary key,
        "owner_visitor_id" uuid not null,
        "address" varchar(255) not null,
        "full_address" varchar(500) null,
        "postcode" varchar(8) not null,
        "email" varchar(254) null,
        "contact_approval" boolean not null,
        "priority" varchar(32) not null,
        "property_type" varchar(32) not null,
        "year_built" varchar(16) not null,
        "floor_area" integer not null,
        "num_bedrooms" smallint not null,
        "heating_system" varchar(32) null,
        "epc_rating" varchar(1) null,
        "epc_valid_until" varchar(40) null,
        "tenure" varchar(32) null,
        "solar_pv_panels" boolean not null,
        "solar_water_heating" boolean not null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "property_owner_visitor_id_index" on "property" ("owner_visitor_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "property";`);
  }
}
