import { Migration } from '@mikro-orm/migrations';

export class Migration20261203133620_PlanHeatingDecisionAndRatingNote extends Migration {

  override name = 'Migration20261203133620_PlanHeatingDecisionAndRatingNote';

  override up(): void | Promise<void> {
    this.addSql(`alter table "energy_plan" add "rating_note" text null, add "heating_decision" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "energy_plan" drop column "rating_note", drop column "heating_decision";`);
  }

}
