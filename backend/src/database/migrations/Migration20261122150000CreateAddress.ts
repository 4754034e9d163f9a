import { Migration } from '@mikro-orm/migrations';

export class Migration20261122150000CreateAddress extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "address" (
        "id" uuid not null primary key,
        "postcode" varchar(8) not null,
        "address" varchar(255) not null,
        "epc_rating" varchar(1) null,
        "property_type" varchar(32) null,
        "year_built" varchar(16) null,
        "floor_area" double precision null,
        "num_bedrooms" smallint null,
        "heating_system" varchar(64) null,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "address_postcode_index" on "address" ("postcode");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "address";`);
  }
}
