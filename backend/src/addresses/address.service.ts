import type { EntityManager } from '@mikro-orm/postgresql';
import { checkPostcode } from '@warmwise/common';
import { badInput } from '../errors/domain-error.js';
import { Address } from './address.entity.js';
import { AddressSource, type AddressLookupResult } from './address-lookup.type.js';

// A real postcode holds at most a few hundred delivery points; this bounds a pathological one.
const MAX_ADDRESSES_PER_POSTCODE = 500;

// "2 Mill Lane" before "10 Mill Lane", and "Flat 2" before "Flat 10".
const addressOrder = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

export class AddressService {
  constructor(private readonly em: EntityManager) {}

  /** Homes at a postcode typed by a person: validated and normalised here, for every transport. */
  async lookup(postcodeInput: unknown): Promise<AddressLookupResult> {
    const check = checkPostcode(postcodeInput);
    if (!check.ok) throw badInput(check.message, { field: 'postcode' });

    const addresses = await this.em.find(
      Address,
      { postcode: check.postcode },
      { limit: MAX_ADDRESSES_PER_POSTCODE },
    );
    addresses.sort((a, b) => addressOrder.compare(a.address, b.address));

    return {
      addresses,
      reset: addresses.length === 0,
      source: AddressSource.local,
      message:
        addresses.length === 0
          ? `We couldn't find any properties at ${check.postcode}.`
          : `Found ${addresses.length} ${addresses.length === 1 ? 'property' : 'properties'} at ${check.postcode}.`,
    };
  }
}
