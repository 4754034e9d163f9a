import { Migration } from '@mikro-orm/migrations';

export class Migration20261124210518_ShareLinks extends Migration {

  override name = 'Migration20261124210518_ShareLinks';

  override up(): void | Promise<void> {
    this.addSql(`create table "share_link" ("id" uuid not null, "property_id" uuid not null, "seed" varchar(64) not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null default now(), "revoked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "share_link_property_id_index" on "share_link" ("property_id");`);
    this.addSql(`alter table "share_link" add constraint "share_link_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "share_link" add constraint "share_link_property_id_foreign" foreign key ("property_id") references "property" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "share_link" cascade;`);
  }

}
