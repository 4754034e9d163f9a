import type { ApolloClient } from '@apollo/client';
import { planFirstScreen, type PlanFirstScreen } from '@warmwise/common';
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
 * wrote it) is dropped and the screen asks as before. When the server wrote the plan's first
 * screen into the page (`served`), an answer whose figures differ from it is older than the page
 * (the plan changed in another tab): it is left out, so the figures never step back.
 */
export function restorePlanScreenAnswer(client: ApolloClient, propertyId: string | null, served: PlanFirstScreen | null): boolean {
  if (!propertyId) return false;
  const variables = { propertyId };
  if (client.readQuery({ query: planScreenQuery, variables })?.property?.plan) return false;
  const stored = readStored();
  const home = stored?.data.property;
  if (stored?.propertyId !== propertyId || !home?.plan) return false;
  if (served?.propertyId === propertyId && !sameFirstScreen(planFirstScreen(home, home.plan), served)) return false;
  try {
    client.writeQuery({ query: planScreenQuery, variables, data: stored.data });
    return Boolean(client.readQuery({ query: planScreenQuery, variables })?.property?.plan);
  } catch {
    forgetPlanScreenAnswer();
    return false;
  }
}

const sameFirstScreen = (a: PlanFirstScreen, b: PlanFirstScreen) =>
  a.address === b.address && (Object.keys(a.figures) as Array<keyof PlanFirstScreen['figures']>).every((key) => a.figures[key] === b.figures[key]);

function readStored(): StoredAnswer | null {
  try {
    const parsed = JSON.parse(readItem('session', SESSION_KEYS.planScreenAnswer) ?? 'null') as StoredAnswer | null;
    return parsed && typeof parsed.propertyId === 'string' && typeof parsed.data === 'object' ? parsed : null;
  } catch {
    return null;
  }
}
