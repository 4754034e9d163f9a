import { Migration } from '@mikro-orm/migrations';

export class Migration20261124191842_HouseholdMeteredUse extends Migration {

  override name = 'Migration20261124191842_HouseholdMeteredUse';

  override up(): void | Promise<void> {
    this.addSql(`alter table "property" add "annual_gas_kwh" int null, add "annual_electricity_kwh" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "property" drop column "annual_gas_kwh", drop column "annual_electricity_kwh";`);
  }

}
