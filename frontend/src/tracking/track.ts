import { readContactEmail } from '../onboarding/contact/contactEmail';
import { readPropertyId } from '../plan/storedPlan';
import { browserSessionId } from '../session/browserSession';

/**
 * Sent in place of an e-mail when the visitor has given none, as the product asks. The reserved
 * `.invalid` domain (RFC 2606) can never receive mail, so nothing is ever sent to it.
 */
const GUEST_EMAIL = 'guest@warmwise.invalid';

const knownEmailOrGuest = () => readContactEmail() || GUEST_EMAIL;

/** @internal exported for its tests, which answer these paths */
export const TRACKING_PATHS = {
  learnMore: '/api/learn-more-click',
  interaction: '/api/user-interaction-webhook',
} as const;

/** Tracking never gets in the visitor's way, so a failure is only logged. */
async function send(path: string, body: Record<string, unknown>): Promise<void> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' },
      body: JSON.stringify(body),
    });
    if (!response.ok) console.warn(`Tracking call ${path} answered ${response.status}`);
  } catch (error) {
    console.warn(`Tracking call ${path} failed`, error);
  }
}

export function trackLearnMoreClick(recommendation: { id: string; title: string }): Promise<void> {
  return send(TRACKING_PATHS.learnMore, {
    propertyId: readPropertyId(),
    email: knownEmailOrGuest(),
    recommendationTitle: recommendation.title,
    recommendationId: recommendation.id,
    sessionId: browserSessionId(),
    source: 'energy_plan',
  });
}

export interface TrackedProduct {
  name: string;
  cost: string;
  savings: string;
  description: string;
}

export function trackQuoteRequest(product: TrackedProduct): Promise<void> {
  return send(TRACKING_PATHS.interaction, {
    email: knownEmailOrGuest(),
    product_name: product.name,
    product_cost: product.cost,
    product_savings: product.savings,
    product_description: product.description,
    property_id: readPropertyId(),
    quote_request: true,
    learn_more: false,
  });
}
