import { Migration } from '@mikro-orm/migrations';

export class Migration20261207203627_RentalStandard extends Migration {

  override name = 'Migration20261207203627_RentalStandard';

  override up(): void | Promise<void> {
    this.addSql(`alter table "property" add "rental_role" varchar(16) not null default 'unknown';`);

    this.addSql(`alter table "energy_plan" add "rental_standard" jsonb null, add "certificate_check" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "energy_plan" drop column "rental_standard", drop column "certificate_check";`);

    this.addSql(`alter table "property" drop column "rental_role";`);
  }

}
