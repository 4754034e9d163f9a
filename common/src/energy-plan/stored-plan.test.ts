import { PLAN_MESSAGES, PLAN_SCHEMA_VERSION } from './constants.js';
import { normaliseEnergyPlan } from './normalise-plan.js';
import { createPlanEnvelope, readStoredPlan } from './stored-plan.js';

const NOW = new Date('2025-03-01T12:00:00.000Z');
const now = (): Date => NOW;
const rawPlan = { id: 5, propertyId: 9, savings: 300, recommendations: [{ id: 1, title: 'Loft Insulation' }] };
const plan = normaliseEnergyPlan(rawPlan, { now });

describe('createPlanEnvelope', () => {
  it('wraps a validated plan as {version: 1, data, timestamp, sessionId}', () => {
    expect(createPlanEnvelope(rawPlan, 'session-1', { now })).toEqual({
      version: PLAN_SCHEMA_VERSION,
      data: plan,
      timestamp: NOW.getTime(),
      sessionId: 'session-1',
    });
  });

  it('refuses to store a plan without recommendations', () => {
    expect(() => createPlanEnvelope({ savings: 1 }, 's')).toThrow(PLAN_MESSAGES.noRecommendations);
  });
});

describe('readStoredPlan', () => {
  const envelope = { version: 1, data: plan, timestamp: 1700000000000, sessionId: 'session-1' };

  it.each([null, undefined, ''])('reports %p as empty', (stored) => {
    expect(readStoredPlan(stored)).toEqual({ status: 'empty' });
  });

  it('reads a current envelope from JSON text unchanged', () => {
    expect(readStoredPlan(JSON.stringify(envelope), { now })).toEqual({ status: 'ok', envelope, migrated: false });
  });

  it('migrates a bare plan stored without a version', () => {
    expect(readStoredPlan(rawPlan, { now, sessionId: 'session-2' })).toEqual({
      status: 'ok',
      envelope: { version: 1, data: plan, timestamp: NOW.getTime(), sessionId: 'session-2' },
      migrated: true,
    });
  });

  it('migrates an unversioned {data, timestamp} wrapper, keeping its timestamp', () => {
    const read = readStoredPlan({ data: rawPlan, timestamp: 1600000000000 }, { now });
    expect(read).toMatchObject({ status: 'ok', migrated: true, envelope: { version: 1, timestamp: 1600000000000, sessionId: '' } });
  });

  it('rejects a version newer than this release understands', () => {
    expect(readStoredPlan({ ...envelope, version: 2 })).toEqual({ status: 'unsupported-version', version: 2 });
  });

  it('reports recommendations stored as text as corrupted', () => {
    const stored = { ...envelope, data: { ...plan, recommendations: JSON.stringify(plan.recommendations) } };
    expect(readStoredPlan(stored)).toMatchObject({ status: 'corrupted' });
  });

  it('reports a plan without recommendations as invalid, with the validation message', () => {
    const read = readStoredPlan({ ...envelope, data: { ...plan, recommendations: { top3: [], all: [] } } });
    expect(read).toEqual({
      status: 'invalid',
      message: `Energy plan validation failed: recommendations: ${PLAN_MESSAGES.noRecommendations}`,
      issues: [{ field: 'recommendations', message: PLAN_MESSAGES.noRecommendations }],
    });
  });

  it.each(['{broken', '"text"', '[1,2]'])('reports unreadable storage %p as invalid', (stored) => {
    expect(readStoredPlan(stored)).toMatchObject({ status: 'invalid' });
  });

  it('reports an unknown version as invalid', () => {
    expect(readStoredPlan({ ...envelope, version: 'one' })).toMatchObject({ status: 'invalid' });
  });
});
