import { Migration } from '@mikro-orm/migrations';

export class Migration20261122190000CreateGrantsSubmission extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "grants_submission" (
        "id" uuid not null primary key,
        "owner_visitor_id" uuid not null,
        "property_id" uuid not null references "property" ("id") on delete cascade,
        "household_data" jsonb not null,
        "eligible_grant_ids" jsonb not null,
        "client_eligible_grant_ids" jsonb null,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "grants_submission_owner_visitor_id_index" on "grants_submission" ("owner_visitor_id");`);
    this.addSql(`create index "grants_submission_property_id_index" on "grants_submission" ("property_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "grants_submission";`);
  }
}
