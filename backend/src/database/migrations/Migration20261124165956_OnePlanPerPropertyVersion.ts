import { Migration } from '@mikro-orm/migrations';

export class Migration20261124165956_OnePlanPerPropertyVersion extends Migration {

  override name = 'Migration20261124165956_OnePlanPerPropertyVersion';

  override up(): void | Promise<void> {
    // Data, not schema (the rest is generated): duplicates stored before the unique key would stop
    // it being created. Of each set, the plan last changed stays: the one the visitor last removed
    // a measure from, else the newest, which is what reads returned.
    this.addSql(`
      delete from "energy_plan" as "duplicate"
      using "energy_plan" as "kept"
      where "duplicate"."property_id" = "kept"."property_id"
        and "duplicate"."property_updated_at" = "kept"."property_updated_at"
        and "duplicate"."priority" = "kept"."priority"
        and ("duplicate"."updated_at", "duplicate"."created_at", "duplicate"."id") < ("kept"."updated_at", "kept"."created_at", "kept"."id");`);
    this.addSql(`drop index "energy_plan_property_id_created_at_index";`);
    this.addSql(`alter table "energy_plan" add constraint "energy_plan_property_id_property_updated_at_priority_unique" unique ("property_id", "property_updated_at", "priority");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "energy_plan" drop constraint "energy_plan_property_id_property_updated_at_priority_unique";`);
    this.addSql(`create index "energy_plan_property_id_created_at_index" on "energy_plan" ("property_id", "created_at" DESC);`);
  }

}
