/**
 * A small, fictional sample of homes so the embedded default works offline before the national
 * EPC dataset is imported. Streets are invented; postcodes are real, valid outward/inward codes
 * spread across regions. Attributes vary deterministically by house number, so every run seeds
 * the same rows.
 */
interface SampleStreet {
  postcode: string;
  street: string;
  town: string;
  houses: number;
  propertyType: string;
  yearBuilt: string;
  baseFloorArea: number;
  heatingSystem: string;
  ratings: string;
}

export const SAMPLE_STREETS: SampleStreet[] = [
  { postcode: 'SW1A 1AA', street: 'Birdcage Walk Mews', town: 'London', houses: 8, propertyType: 'Terraced', yearBuilt: 'Pre-1919', baseFloorArea: 96, heatingSystem: 'Gas boiler', ratings: 'DDEDCE' },
  { postcode: 'M1 1AE', street: 'Piccadilly Court', town: 'Manchester', houses: 12, propertyType: 'Flat/Apartment', yearBuilt: '2003-2010', baseFloorArea: 58, heatingSystem: 'Electric storage heaters', ratings: 'CCBCDC' },
  { postcode: 'LS1 4AP', street: 'Park Row Terrace', town: 'Leeds', houses: 10, propertyType: 'Terraced', yearBuilt: '1919-1944', baseFloorArea: 82, heatingSystem: 'Gas boiler', ratings: 'DEDDCD' },
  { postcode: 'B33 8TH', street: 'Stechford Lane', town: 'Birmingham', houses: 14, propertyType: 'Semi-detached', yearBuilt: '1945-1964', baseFloorArea: 90, heatingSystem: 'Gas boiler', ratings: 'DDCDED' },
  { postcode: 'CR2 6XH', street: 'Sanderstead Hill', town: 'South Croydon', houses: 9, propertyType: 'Detached', yearBuilt: '1965-1982', baseFloorArea: 142, heatingSystem: 'Gas boiler', ratings: 'DCDDEC' },
  { postcode: 'EH3 9GL', street: 'Lister Square', town: 'Edinburgh', houses: 11, propertyType: 'Flat/Apartment', yearBuilt: '2011-Present', baseFloorArea: 74, heatingSystem: 'District heating', ratings: 'BBCBBC' },
  { postcode: 'CF10 1EP', street: 'Heol y Frenhines', town: 'Cardiff', houses: 7, propertyType: 'Terraced', yearBuilt: 'Pre-1919', baseFloorArea: 88, heatingSystem: 'Gas boiler', ratings: 'EDEFDE' },
  { postcode: 'BS1 5TR', street: 'Redcliffe Parade', town: 'Bristol', houses: 9, propertyType: 'Terraced', yearBuilt: 'Pre-1919', baseFloorArea: 104, heatingSystem: 'Gas boiler', ratings: 'DEEDDC' },
  { postcode: 'NE1 7RU', street: 'Grey Street Lofts', town: 'Newcastle upon Tyne', houses: 8, propertyType: 'Flat/Apartment', yearBuilt: '1983-2002', baseFloorArea: 63, heatingSystem: 'Gas boiler', ratings: 'CCDCCB' },
  { postcode: 'IV2 3PY', street: 'Culloden Road', town: 'Inverness', houses: 6, propertyType: 'Bungalow', yearBuilt: '1965-1982', baseFloorArea: 86, heatingSystem: 'Oil boiler', ratings: 'EEFDEG' },
  { postcode: 'TR1 2HE', street: 'Lemon Street', town: 'Truro', houses: 6, propertyType: 'Detached', yearBuilt: '1983-2002', baseFloorArea: 128, heatingSystem: 'Heat pump', ratings: 'CBCCBC' },
];

export interface SampleAddress {
  postcode: string;
  address: string;
  epcRating: string;
  propertyType: string;
  yearBuilt: string;
  floorArea: number;
  numBedrooms: number;
  heatingSystem: string;
}

const BEDROOMS_BY_TYPE: Record<string, number[]> = {
  'Flat/Apartment': [1, 2, 2, 3],
  Terraced: [2, 3, 3, 4],
  'Semi-detached': [3, 3, 2, 4],
  Detached: [4, 3, 5, 4],
  Bungalow: [2, 3, 2, 3],
};

export function sampleAddresses(): SampleAddress[] {
  return SAMPLE_STREETS.flatMap((street) =>
    Array.from({ length: street.houses }, (_, index) => {
      const number = index + 1;
      const isFlat = street.propertyType === 'Flat/Apartment';
      const bedrooms = BEDROOMS_BY_TYPE[street.propertyType][index % 4];
      return {
        postcode: street.postcode,
        address: isFlat ? `Flat ${number}, ${street.street}, ${street.town}` : `${number} ${street.street}, ${street.town}`,
        epcRating: street.ratings[index % street.ratings.length],
        propertyType: street.propertyType,
        yearBuilt: street.yearBuilt,
        // ±~10% around the street's typical size, by bedroom count, so neighbours differ plausibly.
        floorArea: Math.round(street.baseFloorArea * (0.8 + bedrooms * 0.07) + (index % 3) * 3),
        numBedrooms: bedrooms,
        heatingSystem: street.heatingSystem,
      };
    }),
  );
}
