import { Migration } from '@mikro-orm/migrations';

export class Migration20261207140527_HeatingFuelUse extends Migration {

  override name = 'Migration20261207140527_HeatingFuelUse';

  override up(): void | Promise<void> {
    this.addSql(`alter table "property" add "annual_fuel_use" int null, add "annual_fuel_unit" varchar(32) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "property" drop column "annual_fuel_use", drop column "annual_fuel_unit";`);
  }

}
