import { pickDeclaredFields } from '../graphql/declared-fields.js';
import { Property } from './property.entity.js';

/** The REST shape: what the owner reads over GraphQL, keeping the REST payload's snake_case `contact_approval` beside the camelCase fields. */
export function presentPropertyJson(property: Property): Omit<Property, 'contactApproval'> & { contact_approval: boolean } {
  const { contactApproval, ...rest } = pickDeclaredFields(property, Property);
  return { ...rest, contact_approval: contactApproval };
}
