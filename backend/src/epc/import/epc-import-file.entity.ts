import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The bulk importer's progress on one input file. The importer reads and writes it with plain SQL
 * (import-file-store.ts) inside each batch's transaction; the entity is here so the schema the
 * migrations build and the one the ORM expects stay the same.
 */
@Entity({ tableName: 'epc_import_file' })
@Check({ name: 'epc_import_file_status_check', expression: `"status" in ('in_progress', 'done')` })
export class EpcImportFile {
  [OptionalProps]?: 'rowsDone' | 'inserted' | 'updated' | 'unchanged' | 'duplicates' | 'rejected' | 'startedAt' | 'updatedAt' | 'finishedAt';

  @PrimaryKey({ type: 'text' })
  fileKey: string;

  @Property({ type: 'text' })
  source: string;

  @Property({ type: new BigIntType('number') })
  sizeBytes: number;

  @Property({ type: 'string', length: 16 })
  status: 'in_progress' | 'done';

  @Property({ type: new BigIntType('number'), defaultRaw: '0' })
  rowsDone: number;

  @Property({ type: new BigIntType('number'), defaultRaw: '0' })
  inserted: number;

  @Property({ type: new BigIntType('number'), defaultRaw: '0' })
  updated: number;

  @Property({ type: new BigIntType('number'), defaultRaw: '0' })
  unchanged: number;

  @Property({ type: new BigIntType('number'), defaultRaw: '0' })
  duplicates: number;

  @Property({ type: new BigIntType('number'), defaultRaw: '0' })
  rejected: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  startedAt: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date;

  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null;
}
