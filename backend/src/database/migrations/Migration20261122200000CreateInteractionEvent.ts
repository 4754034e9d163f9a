import { Migration } from '@mikro-orm/migrations';

export class Migration20261122200000CreateInteractionEvent extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "interaction_event" (
        "id" uuid not null primary key,
        "owner_visitor_id" uuid not null,
        "kind" varchar(32) not null,
        "payload" jsonb not null,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "interaction_event_owner_visitor_id_index" on "interaction_event" ("owner_visitor_id");`);
    this.addSql(`create index "interaction_event_created_at_index" on "interaction_event" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "interaction_event";`);
  }
}
