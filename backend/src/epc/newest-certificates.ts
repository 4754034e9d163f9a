import type { EntityManager } from '@mikro-orm/postgresql';

/** The certificate fields the look-up and the details screen read. */
export interface CertificateSummary {
  lmkKey: string;
  address: string;
  postcode: string;
  posttown: string | null;
  lodgementDate: string;
  currentEnergyRating: string | null;
  currentEnergyEfficiency: number | null;
  potentialEnergyRating: string | null;
  propertyType: string | null;
  builtForm: string | null;
  constructionAgeBand: string | null;
  totalFloorArea: number | null;
  numberHabitableRooms: number | null;
  mainFuel: string | null;
  mainheatDescription: string | null;
  mainheatcontDescription: string | null;
  hotwaterDescription: string | null;
  wallsDescription: string | null;
  roofDescription: string | null;
  floorDescription: string | null;
  windowsDescription: string | null;
  lowEnergyLighting: number | null;
  floorLevel: string | null;
  flatTopStorey: boolean | null;
  tenure: string | null;
}

/**
 * The newest certificate of each home at a postcode (older ones stay in the table for history).
 * A postcode holds some 10-40 certificates, so the sort after the index scan is negligible.
 * @internal exported for bench:overhead, whose bare server runs the same SQL
 */
export const NEWEST_PER_HOME = `
  select * from (
    select distinct on (home_key)
      lmk_key as "lmkKey", address, postcode, posttown,
      to_char(lodgement_date, 'YYYY-MM-DD') as "lodgementDate",
      current_energy_rating as "currentEnergyRating", current_energy_efficiency as "currentEnergyEfficiency",
      potential_energy_rating as "potentialEnergyRating",
      property_type as "propertyType", built_form as "builtForm", construction_age_band as "constructionAgeBand",
      total_floor_area as "totalFloorArea", number_habitable_rooms as "numberHabitableRooms",
      main_fuel as "mainFuel", mainheat_description as "mainheatDescription",
      mainheatcont_description as "mainheatcontDescription", hotwater_description as "hotwaterDescription",
      walls_description as "wallsDescription", roof_description as "roofDescription",
      floor_description as "floorDescription", windows_description as "windowsDescription",
      low_energy_lighting as "lowEnergyLighting",
      floor_level as "floorLevel", flat_top_storey as "flatTopStorey", tenure
    from epc_certificate
    where postcode = ?
    order by home_key, lodgement_date desc, lodgement_datetime desc nulls last, lmk_key desc
  ) newest
  limit ?`;

export function newestCertificatesAt(em: EntityManager, postcode: string, limit: number): Promise<CertificateSummary[]> {
  // em.execute, not its connection: inside a transaction (a plan being built) the query must use the
  // transaction's connection, or parallel builds each wait for a second one and exhaust the pool.
  return em.execute<CertificateSummary[]>(NEWEST_PER_HOME, [postcode, limit]);
}
