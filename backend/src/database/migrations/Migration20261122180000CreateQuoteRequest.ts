import { Migration } from '@mikro-orm/migrations';

export class Migration20261122180000CreateQuoteRequest extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "quote_request" (
        "id" uuid not null primary key,
        "owner_visitor_id" uuid not null,
        "user_email" varchar(254) not null,
        "product_name" varchar(120) not null,
        "product_details" jsonb not null,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "quote_request_owner_visitor_id_index" on "quote_request" ("owner_visitor_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "quote_request";`);
  }
}
