import { Migration } from '@mikro-orm/migrations';

export class Migration20261127192945_OneActiveShareLinkPerProperty extends Migration {

  override name = 'Migration20261127192945_OneActiveShareLinkPerProperty';

  override up(): void | Promise<void> {
    // Hand-written data step: a property that a race left with several active links keeps its
    // newest; the others are turned off, as "stop sharing" would have been expected to do.
    this.addSql(`update "share_link" l set "revoked_at" = now() where l."revoked_at" is null and exists (select 1 from "share_link" n where n."property_id" = l."property_id" and n."revoked_at" is null and (n."created_at", n."id") > (l."created_at", l."id"));`);
    this.addSql(`create unique index "share_link_one_active_per_property" on "share_link" ("property_id") where "revoked_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "share_link_one_active_per_property";`);
  }

}
