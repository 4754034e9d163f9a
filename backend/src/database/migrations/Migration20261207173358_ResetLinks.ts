import { Migration } from '@mikro-orm/migrations';

export class Migration20261207173358_ResetLinks extends Migration {

  override name = 'Migration20261207173358_ResetLinks';

  override up(): void | Promise<void> {
    this.addSql(`alter table "email_code" add "link_token_hash" varchar(64) null, add "link_expires_at" timestamptz null;`);
    this.addSql(`alter table "email_code" add constraint "email_code_link_token_hash_unique" unique ("link_token_hash");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "email_code" drop constraint "email_code_link_token_hash_unique";`);
    this.addSql(`alter table "email_code" drop column "link_token_hash", drop column "link_expires_at";`);
  }

}
