import type { EntityManager } from '@mikro-orm/postgresql';
import {
  bedroomsOf,
  epcValidUntilOf,
  heatingFuelOf,
  heatingSystemOf,
  newestCertificatesAt,
  propertyTypeOf,
  tenureOf,
  yearBuiltOf,
  type CertificateSummary,
} from '../epc/index.js';
import { fabricFromCertificate, statedFactsFrom, type StatedFacts } from '../energy-model/index.js';
import { matchingCertificate } from './address-match.js';
import { inReadingOrder } from './reading-order.js';
import { typicalHomeNear, type TypicalHome } from './typical-home.js';
import type { AddressLookupAnswer, AddressOptionAnswer, EpcDetailsAnswer, EpcDetailsResultAnswer } from './address-answers.js';

// A real postcode holds at most a few hundred delivery points; this bounds a pathological one.
const MAX_ADDRESSES_PER_POSTCODE = 500;
const UNKNOWN = 'Unknown';
/** Without a certificate the form starts every fact at "Not sure". */
const NOTHING_STATED: StatedFacts = statedFactsFrom({});

/** Decides, per postcode, whether the live register should refresh the local table first. */
export interface RegisterRefresh {
  lookup(postcode: string): Promise<{ source: 'register' | 'cache' } | null>;
}

/** Finding homes by postcode and reading their newest EPC, for the wizard's first steps. */
export class AddressService {
  constructor(
    private readonly em: EntityManager,
    private readonly register?: RegisterRefresh,
  ) {}

  /** Homes at a postcode, normalised by its schema ('SW1A 1AA'). */
  async lookup({ postcode }: { postcode: string }): Promise<AddressLookupAnswer> {
    const refreshed = await this.register?.lookup(postcode);
    const homes = await this.homesAt(postcode);
    return {
      addresses: homes.map(toAddressOption),
      reset: homes.length === 0,
      source: refreshed ? refreshed.source : 'local',
      message:
        homes.length === 0
          ? `We couldn't find any properties at ${postcode}.`
          : `Found ${homes.length} ${homes.length === 1 ? 'property' : 'properties'} at ${postcode}.`,
    };
  }

  /** The chosen or typed home's details in the wizard's options; without a certificate, the values typical of homes nearby. */
  async details({ address, postcode }: { address: string; postcode: string }): Promise<EpcDetailsResultAnswer> {
    const home = await this.findCertificate(address, postcode);
    if (!home) {
      const typical = await typicalHomeNear(this.em, postcode);
      return { success: false, data: typicalDetails(address, postcode, typical), message: "We couldn't find an energy certificate for that address." };
    }
    return { success: true, data: toDetails(home), message: null };
  }

  /**
   * The newest certificate of the home at this address as people type it (address-match.ts): from
   * the local table, and when it holds none, from the live register (when configured) before looking
   * again. A home typed in by hand may have been lodged since the table was last imported.
   */
  async findCertificate(address: string, postcode: string): Promise<CertificateSummary | null> {
    const local = await this.newestCertificate(address, postcode);
    if (local || !this.register) return local;
    // A cached answer means the register's certificates for the postcode are already in the table.
    const refreshed = await this.register.lookup(postcode);
    return refreshed?.source === 'register' ? this.newestCertificate(address, postcode) : null;
  }

  /**
   * The same from the local table alone. A plan is modelled under its home's row lock, where no
   * request to the register belongs; saving the home asked the register already (findCertificate),
   * so a certificate it had is in the table by then.
   */
  async newestCertificate(address: string, postcode: string): Promise<CertificateSummary | null> {
    return matchingCertificate(address, await this.homesAt(postcode));
  }

  private async homesAt(postcode: string): Promise<CertificateSummary[]> {
    const homes = await newestCertificatesAt(this.em, postcode, MAX_ADDRESSES_PER_POSTCODE);
    return inReadingOrder(homes);
  }
}

function toAddressOption(home: CertificateSummary): AddressOptionAnswer {
  return {
    id: home.lmkKey,
    address: home.address,
    postcode: home.postcode,
    epcRating: home.currentEnergyRating,
    propertyType: propertyTypeOf(home.propertyType, home.builtForm),
    yearBuilt: yearBuiltOf(home.constructionAgeBand),
    floorArea: home.totalFloorArea,
    numBedrooms: bedroomsOf(home.numberHabitableRooms),
    heatingSystem: heatingSystemOf(home.mainheatDescription, home.mainFuel),
  };
}

function toDetails(home: CertificateSummary): EpcDetailsAnswer {
  const option = toAddressOption(home);
  const town = home.posttown ? titleCase(home.posttown) : null;
  return {
    address: home.address,
    fullAddress: [home.address, town, home.postcode].filter(Boolean).join(', '),
    postcode: home.postcode,
    propertyType: option.propertyType ?? UNKNOWN,
    yearBuilt: option.yearBuilt ?? UNKNOWN,
    floorArea: option.floorArea,
    numBedrooms: option.numBedrooms,
    heatingSystem: option.heatingSystem ?? UNKNOWN,
    heatingFuel: heatingFuelOf(home.mainheatDescription, home.mainFuel),
    ...statedFactsFrom(fabricFromCertificate(home)),
    epcRating: option.epcRating ?? UNKNOWN,
    epcValidUntil: epcValidUntilOf(home.lodgementDate),
    tenure: tenureOf(home.tenure),
    currentEnergyEfficiency: home.currentEnergyEfficiency,
    potentialEpcRating: home.potentialEnergyRating,
    lmkKey: home.lmkKey,
    lodgementDate: home.lodgementDate,
    typicalOf: null,
  };
}

/**
 * What the wizard continues with when no certificate is known (docs/product.md, "The EPC look-up"):
 * the type, age and heating typical of homes nearby, for the householder to confirm; nothing else
 * is guessed, so the model assumes the rest and says so.
 */
function typicalDetails(address: string, postcode: string, typical: TypicalHome): EpcDetailsAnswer {
  return {
    address,
    fullAddress: null,
    postcode,
    propertyType: typical.propertyType,
    yearBuilt: typical.yearBuilt,
    floorArea: null,
    numBedrooms: null,
    heatingSystem: typical.heatingSystem,
    // What an 'Other' heating burns is not a thing a neighbourhood can say.
    heatingFuel: typical.heatingSystem === 'Other' ? 'unknown' : null,
    ...NOTHING_STATED,
    epcRating: UNKNOWN,
    epcValidUntil: null,
    tenure: null,
    currentEnergyEfficiency: null,
    potentialEpcRating: null,
    lmkKey: null,
    lodgementDate: null,
    typicalOf: typical.typicalOf,
  };
}

const titleCase = (text: string) => text.toLowerCase().replace(/\b([a-z])/g, (letter) => letter.toUpperCase());
