import { Migration } from '@mikro-orm/migrations';

export class Migration20261127192416_PartnerStatisticsReleases extends Migration {

  override name = 'Migration20261127192416_PartnerStatisticsReleases';

  override up(): void | Promise<void> {
    this.addSql(`create table "partner_statistics_release" ("partner_key_id" uuid not null, "local_authority" varchar(9) not null, "month" varchar(7) not null, "counts" jsonb not null, "created_at" timestamptz not null default now(), primary key ("partner_key_id", "local_authority", "month"));`);

    this.addSql(`alter table "grants_submission" add "local_authority" varchar(9) null;`);
    this.addSql(`create index "grants_submission_local_authority_index" on "grants_submission" ("local_authority");`);
    // Hand-written data step: questionnaires stored before this change are placed by their home's
    // postcode as it is now, the best record there is of where they were sent from.
    this.addSql(`update "grants_submission" s set "local_authority" = (select c."local_authority" from "epc_certificate" c join "property" p on c."postcode" = p."postcode" where p."id" = s."property_id" order by c."lodgement_date" desc limit 1);`);

    this.addSql(`alter table "partner_statistics_release" add constraint "partner_statistics_release_partner_key_id_foreign" foreign key ("partner_key_id") references "partner_key" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "partner_statistics_release" cascade;`);

    this.addSql(`drop index "grants_submission_local_authority_index";`);
    this.addSql(`alter table "grants_submission" drop column "local_authority";`);
  }

}
