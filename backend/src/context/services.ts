import type { EntityManager } from '@mikro-orm/postgresql';
import { AddressService } from '../addresses/address.service.js';

/** The services one request may call, bound to that request's entity manager. */
export interface Services {
  addresses: AddressService;
}

export function createServices(em: EntityManager): Services {
  return {
    addresses: new AddressService(em),
  };
}
