import { Migration } from '@mikro-orm/migrations';

export class Migration20261127192410_HomeStatedFacts extends Migration {

  override name = 'Migration20261127192410_HomeStatedFacts';

  override up(): void | Promise<void> {
    this.addSql(`alter table "property" add "heating_fuel" varchar(24) null, add "wall_insulation" varchar(24) not null default 'unknown', add "loft_insulation_mm" smallint null, add "glazing" varchar(24) not null default 'unknown', add "boiler_type" varchar(24) not null default 'unknown', add "heating_controls" varchar(24) not null default 'unknown', add "flat_position" varchar(24) not null default 'unknown';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "property" drop column "heating_fuel", drop column "wall_insulation", drop column "loft_insulation_mm", drop column "glazing", drop column "boiler_type", drop column "heating_controls", drop column "flat_position";`);
  }

}
