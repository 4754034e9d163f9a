import { Migration } from '@mikro-orm/migrations';

export class Migration20261122220000CreateContactMessage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "contact_message" (
        "id" uuid not null primary key,
        "owner_visitor_id" uuid not null,
        "name" varchar(120) not null,
        "email" varchar(254) not null,
        "subject" varchar(200) not null,
        "message" text not null,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "contact_message_owner_visitor_id_index" on "contact_message" ("owner_visitor_id");`);
    this.addSql(`create index "contact_message_email_index" on "contact_message" ("email");`);
    this.addSql(`create index "contact_message_created_at_index" on "contact_message" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "contact_message";`);
  }
}
