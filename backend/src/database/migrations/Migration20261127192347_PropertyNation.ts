import { Migration } from '@mikro-orm/migrations';
import { nationOfPostcode } from '@warmwise/common';

export class Migration20261127192347_PropertyNation extends Migration {

  override name = 'Migration20261127192347_PropertyNation';

  override async up(): Promise<void> {
    this.addSql(`alter table "property" add "nation" varchar(16) null;`);
    // Homes saved before the column get their nation from their postcode, by the same rule as new ones.
    const homes = await this.execute(`select "id", "postcode" from "property";`);
    const byNation = new Map<string, string[]>();
    for (const home of homes as Array<{ id: string; postcode: string }>) {
      const nation = nationOfPostcode(home.postcode);
      if (nation) byNation.set(nation, [...(byNation.get(nation) ?? []), home.id]);
    }
    // Safe to inline: the nations are our own four names and the ids are uuids read from the table.
    for (const [nation, ids] of byNation) {
      this.addSql(`update "property" set "nation" = '${nation}' where "id" in (${ids.map((id) => `'${id}'`).join(', ')});`);
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "property" drop column "nation";`);
  }

}
