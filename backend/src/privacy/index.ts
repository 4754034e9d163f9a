/**
 * What the privacy feature publishes to the others: the registry of rows a visitor owns, which a
 * sign-in moves to the account and the retention job ages out, and the erasure of one person's data,
 * which retention runs for accounts left unused. Its service answers a person's own requests.
 */
export { erasePersonalData } from './personal-data.js';
export { ownedEntity, VISITOR_OWNED, type KindRetention, type VisitorOwnedKindOf } from './visitor-data.js';
