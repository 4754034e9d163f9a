import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One domestic energy performance certificate from the register, keyed by its LMK_KEY. A home
 * may hold several (each sale or let lodges a new one); all are kept and the newest by lodgement
 * wins for look-ups. Rows are written by the bulk importer (src/epc/import) with COPY, never one
 * by one through the ORM; the entity is here for reading. The table was made by the migration
 * Migration20261122170000CreateEpcCertificate, which also documents the look-up query.
 */
@Entity({ tableName: 'epc_certificate' })
// The one index on the postcode. text_pattern_ops compares byte by byte, whatever the database's
// collation, so besides every look-up of one postcode it serves the prefix searches of a sector,
// district or area (LIKE 'ZE1 0%') that a home without a certificate is profiled from
// (addresses/typical-home.ts). One index rather than two: each costs the bulk import speed.
@Index({ name: 'epc_certificate_postcode_pattern_index', expression: 'create index "epc_certificate_postcode_pattern_index" on "epc_certificate" ("postcode" text_pattern_ops)' })
export class EpcCertificate {
  [OptionalProps]?: 'importedAt';

  @PrimaryKey({ type: 'text' })
  lmkKey: string;

  /** Normalised: upper case, one space before the inward code ('SW1A 1AA'). Serves every look-up (the index above). */
  @Property({ type: 'string', length: 8 })
  postcode: string;

  /** ADDRESS of the register, else ADDRESS1-3 joined with ', '; without postcode or town. */
  @Property({ type: 'text' })
  address: string;

  @Property({ type: 'text', nullable: true })
  address1?: string | null;

  @Property({ type: 'text', nullable: true })
  address2?: string | null;

  @Property({ type: 'text', nullable: true })
  address3?: string | null;

  @Property({ type: 'text', nullable: true })
  posttown?: string | null;

  /** Unique Property Reference Number; bigint is read back as a string to keep every digit. */
  @Property({ type: 'bigint', nullable: true })
  uprn?: string | null;

  @Property({ type: 'text', nullable: true })
  buildingReferenceNumber?: string | null;

  /** YYYY-MM-DD. */
  @Property({ type: 'date' })
  lodgementDate: string;

  /** Local time of lodgement as published (no zone). */
  @Property({ type: 'datetime', columnType: 'timestamp', nullable: true })
  lodgementDatetime?: Date | null;

  @Property({ type: 'date', nullable: true })
  inspectionDate?: string | null;

  @Property({ type: 'string', length: 1, nullable: true })
  currentEnergyRating?: string | null;

  @Property({ type: 'string', length: 1, nullable: true })
  potentialEnergyRating?: string | null;

  @Property({ type: 'integer', nullable: true })
  currentEnergyEfficiency?: number | null;

  @Property({ type: 'integer', nullable: true })
  potentialEnergyEfficiency?: number | null;

  /** House, Flat, Bungalow, Maisonette, Park home. */
  @Property({ type: 'text', nullable: true })
  propertyType?: string | null;

  /** Detached, Semi-Detached, Mid-Terrace, End-Terrace, Enclosed Mid-Terrace, Enclosed End-Terrace. */
  @Property({ type: 'text', nullable: true })
  builtForm?: string | null;

  /** As published, e.g. 'England and Wales: 1950-1966' (sometimes a bare year for new homes). */
  @Property({ type: 'text', nullable: true })
  constructionAgeBand?: string | null;

  /** Square metres. */
  @Property({ type: 'double', nullable: true })
  totalFloorArea?: number | null;

  @Property({ type: 'integer', nullable: true })
  numberHabitableRooms?: number | null;

  @Property({ type: 'integer', nullable: true })
  numberHeatedRooms?: number | null;

  @Property({ type: 'text', nullable: true })
  mainFuel?: string | null;

  @Property({ type: 'text', nullable: true })
  mainheatDescription?: string | null;

  @Property({ type: 'text', nullable: true })
  mainheatcontDescription?: string | null;

  @Property({ type: 'text', nullable: true })
  hotwaterDescription?: string | null;

  @Property({ type: 'text', nullable: true })
  wallsDescription?: string | null;

  @Property({ type: 'text', nullable: true })
  roofDescription?: string | null;

  @Property({ type: 'text', nullable: true })
  floorDescription?: string | null;

  @Property({ type: 'text', nullable: true })
  windowsDescription?: string | null;

  @Property({ type: 'text', nullable: true })
  glazedType?: string | null;

  /** Per cent of windows with multiple glazing. */
  @Property({ type: 'double', nullable: true })
  multiGlazeProportion?: number | null;

  /** Per cent of fixed light outlets with low-energy lamps; the plan starts its lighting from it. */
  @Property({ type: 'integer', nullable: true })
  lowEnergyLighting?: number | null;

  /** As published: 'Ground', '1st', '2nd', 'mid floor', '00', '01' and the like. */
  @Property({ type: 'text', nullable: true })
  floorLevel?: string | null;

  @Property({ type: 'boolean', nullable: true })
  flatTopStorey?: boolean | null;

  @Property({ type: 'boolean', nullable: true })
  mainsGasFlag?: boolean | null;

  @Property({ type: 'boolean', nullable: true })
  solarWaterHeatingFlag?: boolean | null;

  /** Per cent of the roof area with photovoltaic panels. */
  @Property({ type: 'double', nullable: true })
  photoSupply?: number | null;

  /** 'owner-occupied', 'rental (private)', 'rental (social)' (newer files: 'Owner-occupied', 'Rented (social)'). */
  @Property({ type: 'text', nullable: true })
  tenure?: string | null;

  /** ONS code, e.g. 'E08000035'. */
  @Property({ type: 'text', nullable: true })
  localAuthority?: string | null;

  @Property({ type: 'text', nullable: true })
  localAuthorityLabel?: string | null;

  @Property({ type: 'text', nullable: true })
  constituencyLabel?: string | null;

  /** Tonnes of CO2 a year. */
  @Property({ type: 'double', nullable: true, fieldName: 'co2_emissions_current' })
  co2EmissionsCurrent?: number | null;

  /** kWh per square metre a year (primary energy). */
  @Property({ type: 'double', nullable: true })
  energyConsumptionCurrent?: number | null;

  /** Why the certificate was lodged: 'marketed sale', 'rental (private)', 'new dwelling', ... */
  @Property({ type: 'text', nullable: true })
  transactionType?: string | null;

  /** Groups a home's certificates: see homeKeyOf() in home-key.ts. */
  @Property({ type: 'text' })
  homeKey: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  importedAt: Date;
}
