import type { EntityManager } from '@mikro-orm/postgresql';
import { AddressService } from '../addresses/address.service.js';
import { EnergyPlanService } from '../plans/energy-plan.service.js';
import { PropertyService } from '../properties/property.service.js';
import type { Session } from '../session/session.js';

/** The services one request may call, bound to that request's entity manager and session. */
export interface Services {
  addresses: AddressService;
  properties: PropertyService;
  plans: EnergyPlanService;
}

export function createServices(em: EntityManager, session: Session): Services {
  const addresses = new AddressService(em);
  const properties = new PropertyService(em, session);
  return {
    addresses,
    properties,
    plans: new EnergyPlanService(em, session, properties, addresses),
  };
}
