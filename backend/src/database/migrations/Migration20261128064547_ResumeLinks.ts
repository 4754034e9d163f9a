import { Migration } from '@mikro-orm/migrations';

export class Migration20261128064547_ResumeLinks extends Migration {

  override name = 'Migration20261128064547_ResumeLinks';

  override up(): void | Promise<void> {
    this.addSql(`create table "resume_link" ("id" uuid not null, "visitor_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "revoked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "resume_link_visitor_id_index" on "resume_link" ("visitor_id");`);
    this.addSql(`alter table "resume_link" add constraint "resume_link_token_hash_unique" unique ("token_hash");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "resume_link" cascade;`);
  }

}
