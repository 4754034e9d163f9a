import { Migration } from '@mikro-orm/migrations';

export class Migration20261124234255_EpcLowEnergyLighting extends Migration {

  override name = 'Migration20261124234255_EpcLowEnergyLighting';

  override up(): void | Promise<void> {
    this.addSql(`alter table "epc_certificate" add "low_energy_lighting" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "epc_certificate" drop column "low_energy_lighting";`);
  }

}
