import { readFileSync } from 'node:fs';
import type { FixtureIds } from './fuzz-app.js';

/**
 * Regression corpus files hold concrete requests that once failed, as JSON (so NUL and lone
 * surrogates are written as \u0000 and \ud800 escapes). Ids of the fixture's own records are
 * written as {propertyId}, {energyPlanId}, {recommendationId} and filled in here.
 */
interface CorpusEntry {
  group: string;
  /** Where it came from and what it broke, for the person reading the file. */
  why: string;
}

export function corpusExamples<C>(file: string, group: string, fixture: FixtureIds): C[] {
  const entries = JSON.parse(readFileSync(new URL(`../corpus/${file}`, import.meta.url), 'utf8')) as Array<CorpusEntry & C>;
  return entries.filter((entry) => entry.group === group).map((entry) => withFixtureIds(entry, fixture) as C);
}

function withFixtureIds(value: unknown, fixture: FixtureIds): unknown {
  if (typeof value === 'string') {
    return value
      .replaceAll('{propertyId}', fixture.propertyId)
      .replaceAll('{energyPlanId}', fixture.energyPlanId)
      .replaceAll('{recommendationId}', fixture.recommendationId);
  }
  if (Array.isArray(value)) return value.map((item) => withFixtureIds(item, fixture));
  if (typeof value !== 'object' || value === null) return value;
  // Rebuilt through defineProperty so a `__proto__` key stays an own field.
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    Object.defineProperty(copy, key, { value: withFixtureIds(inner, fixture), enumerable: true, writable: true, configurable: true });
  }
  return copy;
}
