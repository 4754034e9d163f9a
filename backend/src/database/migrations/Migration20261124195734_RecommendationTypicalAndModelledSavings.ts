import { Migration } from '@mikro-orm/migrations';

export class Migration20261124195734_RecommendationTypicalAndModelledSavings extends Migration {

  override name = 'Migration20261124195734_RecommendationTypicalAndModelledSavings';

  override up(): void | Promise<void> {
    this.addSql(`alter table "recommendation" add "modelled_saving_gbp" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "recommendation" drop column "modelled_saving_gbp";`);
  }

}
