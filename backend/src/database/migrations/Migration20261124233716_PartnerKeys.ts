import { Migration } from '@mikro-orm/migrations';

export class Migration20261124233716_PartnerKeys extends Migration {

  override name = 'Migration20261124233716_PartnerKeys';

  override up(): void | Promise<void> {
    this.addSql(`create table "partner_key" ("id" uuid not null, "organisation" varchar(200) not null, "key_hash" varchar(64) not null, "per_minute" int not null, "per_day" int not null, "created_at" timestamptz not null default now(), "revoked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "partner_key" add constraint "partner_key_key_hash_unique" unique ("key_hash");`);

    this.addSql(`create table "partner_usage" ("partner_key_id" uuid not null, "day" date not null, "requests" int not null, primary key ("partner_key_id", "day"));`);

    this.addSql(`alter table "partner_usage" add constraint "partner_usage_partner_key_id_foreign" foreign key ("partner_key_id") references "partner_key" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "partner_usage" drop constraint "partner_usage_partner_key_id_foreign";`);

    this.addSql(`drop table if exists "partner_key" cascade;`);
    this.addSql(`drop table if exists "partner_usage" cascade;`);
  }

}
