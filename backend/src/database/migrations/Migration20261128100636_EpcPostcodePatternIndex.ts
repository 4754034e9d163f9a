import { Migration } from '@mikro-orm/migrations';

export class Migration20261128100636_EpcPostcodePatternIndex extends Migration {

  override name = 'Migration20261128100636_EpcPostcodePatternIndex';

  override up(): void | Promise<void> {
    // Reordered by hand: building the new index first lets look-ups read the table while it is built;
    // dropping the old one locks the table only for the moment before the migration commits.
    this.addSql(`create index "epc_certificate_postcode_pattern_index" on "epc_certificate" ("postcode" text_pattern_ops);`);
    this.addSql(`drop index "epc_certificate_postcode_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create index "epc_certificate_postcode_index" on "epc_certificate" ("postcode");`);
    this.addSql(`drop index "epc_certificate_postcode_pattern_index";`);
  }

}
