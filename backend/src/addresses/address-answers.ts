import type { HeatingFuel } from '@warmwise/common';
import type { StatedFacts } from '../energy-model/index.js';

/**
 * What the address service answers, as plain shapes: the service builds them and every transport
 * sends them as they are (the GraphQL classes in *.type.ts implement them, the REST routes send them as JSON).
 */

/** Where an address look-up was answered from. */
export type AddressSourceName = 'local' | 'register' | 'cache';

/** A home at a postcode, pre-filled from its newest energy certificate. */
export interface AddressOptionAnswer {
  id: string;
  address: string;
  postcode: string;
  epcRating: string | null;
  propertyType: string | null;
  yearBuilt: string | null;
  floorArea: number | null;
  numBedrooms: number | null;
  heatingSystem: string | null;
}

export interface AddressLookupAnswer {
  addresses: AddressOptionAnswer[];
  reset: boolean;
  source: AddressSourceName;
  message?: string | null;
}

/** A home's details from its newest certificate, in the wizard's options. */
export interface EpcDetailsAnswer extends StatedFacts {
  address: string;
  fullAddress: string | null;
  postcode: string;
  propertyType: string;
  yearBuilt: string;
  floorArea: number | null;
  numBedrooms: number | null;
  heatingSystem: string;
  heatingFuel: HeatingFuel | null;
  epcRating: string;
  epcValidUntil: string | null;
  tenure: string | null;
  currentEnergyEfficiency: number | null;
  potentialEpcRating: string | null;
  lmkKey: string | null;
  lodgementDate: string | null;
  /** Without a certificate: which homes the typical type, age and heating were read from. */
  typicalOf: string | null;
}

export interface EpcDetailsResultAnswer {
  success: boolean;
  data: EpcDetailsAnswer;
  message: string | null;
}
