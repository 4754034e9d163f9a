import { Migration } from '@mikro-orm/migrations';

/**
 * Domestic EPC certificates (one row per LMK_KEY, older certificates of a home kept) and the
 * bulk importer's per-file progress.
 *
 * home_key groups the certificates of one home (see src/epc/home-key.ts). "The newest certificate
 * of each home at a postcode" is one query on the postcode index; a postcode holds some 10-40
 * certificates, so sorting them costs microseconds:
 *   select distinct on (home_key) * from epc_certificate where postcode = $1
 *   order by home_key, lodgement_date desc, lodgement_datetime desc nulls last, lmk_key desc;
 * Indexes are kept to the two the look-ups need: each extra one costs the bulk import about a
 * tenth of its speed.
 */
export class Migration20261122170000CreateEpcCertificate extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "epc_certificate" (
        "lmk_key" text not null primary key,
        "postcode" varchar(8) not null,
        "address" text not null,
        "address1" text null,
        "address2" text null,
        "address3" text null,
        "posttown" text null,
        "uprn" bigint null,
        "building_reference_number" text null,
        "lodgement_date" date not null,
        "lodgement_datetime" timestamp null,
        "inspection_date" date null,
        "current_energy_rating" varchar(1) null,
        "potential_energy_rating" varchar(1) null,
        "current_energy_efficiency" integer null,
        "potential_energy_efficiency" integer null,
        "property_type" text null,
        "built_form" text null,
        "construction_age_band" text null,
        "total_floor_area" double precision null,
        "number_habitable_rooms" integer null,
        "number_heated_rooms" integer null,
        "main_fuel" text null,
        "mainheat_description" text null,
        "mainheatcont_description" text null,
        "hotwater_description" text null,
        "walls_description" text null,
        "roof_description" text null,
        "floor_description" text null,
        "windows_description" text null,
        "glazed_type" text null,
        "multi_glaze_proportion" double precision null,
        "floor_level" text null,
        "flat_top_storey" boolean null,
        "mains_gas_flag" boolean null,
        "solar_water_heating_flag" boolean null,
        "photo_supply" double precision null,
        "tenure" text null,
        "local_authority" text null,
        "local_authority_label" text null,
        "constituency_label" text null,
        "co2_emissions_current" double precision null,
        "energy_consumption_current" double precision null,
        "transaction_type" text null,
        "home_key" text not null,
        "imported_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "epc_certificate_postcode_index" on "epc_certificate" ("postcode");`);

    this.addSql(`
      create table "epc_import_file" (
        "file_key" text not null primary key,
        "source" text not null,
        "size_bytes" bigint not null,
        "status" varchar(16) not null check ("status" in ('in_progress', 'done')),
        "rows_done" bigint not null default 0,
        "inserted" bigint not null default 0,
        "updated" bigint not null default 0,
        "unchanged" bigint not null default 0,
        "duplicates" bigint not null default 0,
        "rejected" bigint not null default 0,
        "started_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        "finished_at" timestamptz null
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "epc_import_file";`);
    this.addSql(`drop table if exists "epc_certificate";`);
  }
}
