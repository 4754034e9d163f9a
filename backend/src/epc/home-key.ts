/**
 * The key that groups the certificates of one home: its UPRN ('U…'), else the register's building
 * reference ('B…'), else its address reduced to upper-case letters and digits ('A…'), which is
 * only meaningful together with the postcode. Every writer of epc_certificate must use this.
 */
export function homeKeyOf(uprn: string | null, buildingReference: string | null, address: string): string {
  if (uprn) return `U${uprn}`;
  if (buildingReference) return `B${buildingReference}`;
  return `A${address.toUpperCase().replace(/[^A-Z0-9]+/g, '')}`;
}
