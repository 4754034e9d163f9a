import type { EntityManager } from '@mikro-orm/postgresql';
import { nationOfPostcode, type PropertyInput } from '@warmwise/common';
import type { AddressService } from '../addresses/address.service.js';
import { notFound } from '../errors/domain-error.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import type { Session } from '../session/session.js';
import { Property } from './property.entity.js';
import { isUuid } from '../database/uuid.js';

const NOT_FOUND_MESSAGE = 'Property not found';

/**
 * Ours: a householder saves a home or two, someone helping neighbours a few dozen in a day; more than
 * 100 new homes an hour from one network is a script filling the database. Edits are not counted.
 * Open when the store is down: refusing would only hurt honest visitors.
 * @internal exported for its tests, which drive the limit to its edge
 */
export const HOMES_SAVED_PER_NETWORK: RateLimitRule = { name: 'home-save', limit: 100, windowSeconds: 3_600, failClosed: false };

/** Home profiles, each readable and writable only by the visitor who saved it. */
export class PropertyService {
  constructor(
    private readonly em: EntityManager,
    private readonly session: Session,
    private readonly limiter: RateLimiter,
    /** The client's network, which new homes are counted by. */
    private readonly network: string,
    private readonly certificates: Pick<AddressService, 'findCertificate'>,
  ) {}

  async create(input: PropertyInput): Promise<Property> {
    await this.limiter.enforce(HOMES_SAVED_PER_NETWORK, this.network);
    const property = this.em.create(Property, { ...input, ...(await this.workedOutFrom(input)), ownerVisitorId: await this.ownerId() });
    await this.em.persist(property).flush();
    return property;
  }

  async update(id: string, input: PropertyInput): Promise<Property> {
    const property = await this.get(id);
    this.em.assign(property, { ...input, ...(await this.workedOutFrom(input)) });
    await this.em.flush();
    return property;
  }

  /** Another visitor's property answers exactly like a missing one: 404, never 403. */
  async get(id: string): Promise<Property> {
    const property = isUuid(id)
      ? await this.em.findOne(Property, { id, ownerVisitorId: this.session.data.visitorId })
      : null;
    if (!property) throw notFound(NOT_FOUND_MESSAGE);
    return property;
  }

  isOwn(property: Property): boolean {
    return property.ownerVisitorId === this.session.data.visitorId;
  }

  /** The visitor's (or signed-in user's) own home profiles, newest first. */
  listOwn(): Promise<Property[]> {
    return this.em.find(Property, { ownerVisitorId: this.session.data.visitorId }, { orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  /**
   * What the server works out from the address on every save, after the client's fields so that
   * nothing sent can set it: the nation, and whether the home has a certificate (the same match as
   * the EPC look-up, the live register asked when the table holds none).
   */
  private async workedOutFrom({ address, postcode }: PropertyInput): Promise<Pick<Property, 'nation' | 'withoutCertificate'>> {
    const certificate = await this.certificates.findCertificate(address, postcode);
    return { nation: nationOfPostcode(postcode), withoutCertificate: certificate === null };
  }

  /** Writes need a remembered session, or the visitor could never read what they saved. */
  private async ownerId(): Promise<string> {
    await this.session.keep("We can't save your details right now. Please try again in a moment.");
    return this.session.data.visitorId;
  }
}
