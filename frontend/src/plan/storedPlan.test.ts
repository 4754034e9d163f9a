import { describe, expect, it } from '@jest/globals';
import { createPlanEnvelope, readStoredPlan } from '@warmwise/common';
import { storedPlanView } from './storedPlan';

const heatPump = {
  id: 'hp',
  title: 'Air Source Heat Pump',
  description: 'Cost shown after the grant.',
  cost: '£5,500 - £11,500',
  savings: 0,
  annualSavingGbp: -10,
  carbonSaving: 855,
  priority: 'medium',
  rankReason: 'Cuts the most CO2: 855 kg a year',
};

describe('the session copy of a plan', () => {
  it('keeps what a card needs to say a measure costs more, and why it sits where it does', () => {
    const envelope = createPlanEnvelope({ id: 'plan-1', propertyId: 'prop-1', recommendations: [heatPump], potentialSavings: 100, co2Reduction: 855 }, 'session-1');
    const view = storedPlanView(readStoredPlan(JSON.stringify(envelope)), 'prop-1');
    expect(view?.energyPlan.recommendations.all[0]).toMatchObject({ savings: 0, annualSavingGbp: -10, rankReason: 'Cuts the most CO2: 855 kg a year' });
  });

  it("keeps the model's upper figure, and reads a copy made before it as one figure", () => {
    const cavity = { id: 'c', title: 'Cavity Wall Insulation', description: '', savings: 97, annualSavingGbp: 97, carbonSaving: 250, priority: 'high' };
    const copy = (recommendation: object) =>
      storedPlanView(readStoredPlan(JSON.stringify(createPlanEnvelope({ id: 'plan-1', propertyId: 'prop-1', recommendations: [recommendation], potentialSavings: 97, co2Reduction: 250 }, 'session-1'))), 'prop-1');
    expect(copy({ ...cavity, modelledSavings: 251 })?.energyPlan.recommendations.all[0]).toMatchObject({ savings: 97, modelledSavings: 251 });
    expect(copy(cavity)?.energyPlan.recommendations.all[0]).toMatchObject({ savings: 97, modelledSavings: 97 });
  });
});
