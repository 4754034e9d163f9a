import type { ApolloClient } from '@apollo/client';
import type { PlanScreenQuery } from '../gql/graphql';
import { SESSION_KEYS } from '../storage/keys';
import { readItem, removeItems, writeItem } from '../storage/safeStorage';
import { planScreenQuery } from './planScreen.query';

interface StoredAnswer {
  propertyId: string;
  data: PlanScreenQuery;
}

/** Keeps the plan screen's answer for this browser session, as the cache gave it. */
export function keepPlanScreenAnswer(propertyId: string, data: PlanScreenQuery): void {
  writeItem('session', SESSION_KEYS.planScreenAnswer, JSON.stringify({ propertyId, data } satisfies StoredAnswer));
}

export function forgetPlanScreenAnswer(): void {
  removeItems('session', [SESSION_KEYS.planScreenAnswer]);
}

/**
 * After a reload, puts the session's last answer for this home back into Apollo's cache, so the
 * plan paints at once rather than after its request; answers whether it did. The screen then asks
 * again and shows whatever changed. An answer that no longer fits the query (an older release
 * wrote it) is dropped and the screen asks as before.
 */
export function restorePlanScreenAnswer(client: ApolloClient, propertyId: string | null): boolean {
  if (!propertyId) return false;
  const variables = { propertyId };
  if (client.readQuery({ query: planScreenQuery, variables })?.property?.plan) return false;
  const stored = readStored();
  if (stored?.propertyId !== propertyId || !stored.data.property?.plan) return false;
  try {
    client.writeQuery({ query: planScreenQuery, variables, data: stored.data });
    return Boolean(client.readQuery({ query: planScreenQuery, variables })?.property?.plan);
  } catch {
    forgetPlanScreenAnswer();
    return false;
  }
}

function readStored(): StoredAnswer | null {
  try {
    const parsed = JSON.parse(readItem('session', SESSION_KEYS.planScreenAnswer) ?? 'null') as StoredAnswer | null;
    return parsed && typeof parsed.propertyId === 'string' && typeof parsed.data === 'object' ? parsed : null;
  } catch {
    return null;
  }
}
