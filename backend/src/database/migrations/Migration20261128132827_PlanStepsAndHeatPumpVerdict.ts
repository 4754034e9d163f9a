import { Migration } from '@mikro-orm/migrations';

export class Migration20261128132827_PlanStepsAndHeatPumpVerdict extends Migration {

  override name = 'Migration20261128132827_PlanStepsAndHeatPumpVerdict';

  override up(): void | Promise<void> {
    this.addSql(`alter table "energy_plan" add "steps" jsonb not null default '[]', add "heat_pump_verdict" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "energy_plan" drop column "steps", drop column "heat_pump_verdict";`);
  }

}
