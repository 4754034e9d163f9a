import { Migration } from '@mikro-orm/migrations';

export class Migration20261128095404_PropertyWithoutCertificate extends Migration {

  override name = 'Migration20261128095404_PropertyWithoutCertificate';

  override up(): void | Promise<void> {
    this.addSql(`alter table "property" add "without_certificate" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "property" drop column "without_certificate";`);
  }

}
