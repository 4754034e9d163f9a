import type { EntityCtor } from '@mikro-orm/core';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { GrantsSubmission } from '../grants/grants-submission.entity.js';
import { InteractionEvent } from '../interactions/interaction-event.entity.js';
import { EnergyPlan } from '../plans/energy-plan.entity.js';
import { Recommendation } from '../plans/recommendation.entity.js';
import { Property } from '../properties/property.entity.js';
import { QuoteRequest } from '../quotes/quote-request.entity.js';
import { ShareLink } from '../sharing/share-link.entity.js';

/** What the retention policy does with a kind of row (retention-policy.ts says after how long). */
export interface KindRetention {
  /** Deleted `formDataYears` after it was sent. */
  formData?: true;
  /** Stripped of what identifies a person or a home, and of its owner, after `analyticsAnonymisedAfterMonths`. */
  anonymisedAsAnalytics?: true;
  /** The home itself: deleted once no account owns it and nothing about it changed for `anonymousHomeDays`. */
  anonymousHome?: true;
  /** Deleted with such a home (it names the home's property id). */
  withAnonymousHome?: true;
}

/** The columns every owned kind shares: all that a query over every kind needs. */
export interface OwnedRow {
  ownerVisitorId: string;
  createdAt: Date;
}

export interface VisitorOwnedKind {
  /** The rows' name in the export, the erasure counts and the retention report. */
  key: string;
  /** The rows' name for people (the retention command's report). */
  label: string;
  entity: EntityCtor<OwnedRow>;
  retention: KindRetention;
  /** Relations exported inside each row (a plan's recommendations). */
  exportedWith?: readonly string[];
}

/**
 * Every kind of row a visitor owns by its `ownerVisitorId`, in one place. The move to the account at
 * sign-in, the export, the erasure and the retention policy all read this list, so a new kind is
 * added here and nowhere else; test/privacy/visitor-data-coverage.test.ts finds every such entity
 * in the ORM's metadata and fails when one is missing or any of the four leaves its rows behind.
 * A kind comes before the kinds that refer to it (homes before their plans): erasure goes in the
 * reverse order, so each row is counted where it is deleted rather than taken by a cascade.
 */
export const VISITOR_OWNED = [
  { key: 'properties', label: 'properties', entity: Property, retention: { anonymousHome: true } },
  { key: 'energyPlans', label: 'energy plans', entity: EnergyPlan, retention: { withAnonymousHome: true }, exportedWith: ['recommendations'] },
  { key: 'quoteRequests', label: 'quote requests', entity: QuoteRequest, retention: { formData: true } },
  { key: 'grantsSubmissions', label: 'grants submissions', entity: GrantsSubmission, retention: { formData: true, withAnonymousHome: true } },
  { key: 'contactMessages', label: 'contact messages', entity: ContactMessage, retention: { formData: true } },
  { key: 'interactionEvents', label: 'interaction events', entity: InteractionEvent, retention: { anonymisedAsAnalytics: true } },
] as const satisfies readonly VisitorOwnedKind[];

export type VisitorOwnedKindOf = (typeof VISITOR_OWNED)[number];
export type VisitorOwnedKey = VisitorOwnedKindOf['key'];

/**
 * Rows a visitor owns through a row of an owned kind. Their foreign key cascades, so they move,
 * are erased and are kept exactly as that row; the export shows them as `exported` says.
 * @internal exported for its tests, which check that every entity owned through another is listed
 */
export const OWNED_THROUGH = [
  { entity: Recommendation, parent: EnergyPlan, exported: 'inside their plan (energyPlans[].recommendations)' },
  { entity: ShareLink, parent: Property, exported: 'shareLinks' },
] as const;

/** A kind's entity as a row with an owner, for queries that treat every kind alike. */
export const ownedEntity = (kind: VisitorOwnedKind): EntityCtor<OwnedRow> => kind.entity;
