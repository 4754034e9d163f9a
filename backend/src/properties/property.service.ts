import type { EntityManager } from '@mikro-orm/postgresql';
import { checkPropertyInput, type PropertyInput } from '@warmwise/common';
import { badInput, DomainError, notFound } from '../errors/domain-error.js';
import type { Session } from '../session/session.js';
import { Property } from './property.entity.js';
import { isUuid } from '../database/uuid.js';

const NOT_FOUND_MESSAGE = 'Property not found';

/** Home profiles, each readable and writable only by the visitor who saved it. */
export class PropertyService {
  constructor(
    private readonly em: EntityManager,
    private readonly session: Session,
  ) {}

  async create(payload: unknown): Promise<Property> {
    const input = this.validate(payload);
    const property = this.em.create(Property, { ...input, ownerVisitorId: this.ownerId() });
    await this.em.persist(property).flush();
    return property;
  }

  async update(id: string, payload: unknown): Promise<Property> {
    const input = this.validate(payload);
    const property = await this.get(id);
    this.em.assign(property, input);
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

  /** The visitor's (or signed-in user's) own home profiles, newest first. */
  listOwn(): Promise<Property[]> {
    return this.em.find(Property, { ownerVisitorId: this.session.data.visitorId }, { orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  private validate(payload: unknown): PropertyInput {
    const check = checkPropertyInput(payload);
    if (!check.ok) throw badInput(check.message, check.field ? { field: check.field } : undefined);
    return check.value;
  }

  /** Writes need a remembered session, or the visitor could never read what they saved. */
  private ownerId(): string {
    if (!this.session.stored) {
      throw new DomainError('SERVICE_UNAVAILABLE', "We can't save your details right now. Please try again in a moment.");
    }
    return this.session.data.visitorId;
  }
}
