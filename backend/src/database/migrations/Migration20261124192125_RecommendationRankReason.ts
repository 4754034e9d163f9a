import { Migration } from '@mikro-orm/migrations';

export class Migration20261124192125_RecommendationRankReason extends Migration {

  override name = 'Migration20261124192125_RecommendationRankReason';

  override up(): void | Promise<void> {
    this.addSql(`alter table "recommendation" add "rank_reason" varchar(160) not null default '';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "recommendation" drop column "rank_reason";`);
  }

}
