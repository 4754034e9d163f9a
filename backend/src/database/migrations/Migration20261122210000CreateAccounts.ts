import { Migration } from '@mikro-orm/migrations';

export class Migration20261122210000CreateAccounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "app_user" (
        "id" uuid not null primary key,
        "email" varchar(254) not null,
        "password_hash" text not null,
        "visitor_id" uuid not null,
        "consent_version" varchar(32) null,
        "consent_at" timestamptz null,
        "sessions_valid_from" timestamptz not null default now(),
        "created_at" timestamptz not null default now(),
        "last_login_at" timestamptz null,
        constraint "app_user_email_unique" unique ("email"),
        constraint "app_user_visitor_id_unique" unique ("visitor_id")
      );`);
    this.addSql(`
      create table "email_code" (
        "id" uuid not null primary key,
        "purpose" varchar(32) not null,
        "email" varchar(254) not null,
        "code_hash" varchar(64) not null,
        "password_hash" text null,
        "expires_at" timestamptz not null,
        "attempts" smallint not null default 0,
        "sent_at" timestamptz not null default now(),
        "used_at" timestamptz null
      );`);
    this.addSql(`create index "email_code_email_purpose_index" on "email_code" ("email", "purpose");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "email_code";`);
    this.addSql(`drop table if exists "app_user";`);
  }
}
