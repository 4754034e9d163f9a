import { airSourceHeatPump } from '../../src/energy-model/measures/heating.js';
import type { Recommendation } from '../../src/plans/recommendation.entity.js';
import { personalMeasureAnswer } from '../../src/thermy/knowledge-answer.js';

/** A plan's heat-pump line as the plan stores it: the figures are the plan's, never Thermy's. */
const heatPumpItem = (annualSavingGbp: number) =>
  ({
    measureId: airSourceHeatPump.id,
    title: airSourceHeatPump.title,
    description: `${airSourceHeatPump.description} Cost shown after the £7,500 Boiler Upgrade Scheme grant.`,
    cost: '£5,500 - £11,500',
    annualSavingGbp,
    modelledSavingGbp: annualSavingGbp,
    paybackYears: annualSavingGbp > 0 ? 8_500 / annualSavingGbp : null,
    carbonSaving: 900,
  }) as Recommendation;

describe("Thermy on a heat pump's running cost against the current heating", () => {
  it('says plainly when the plan has it dearer to run, with its cost and the grant the cost allows for', () => {
    const { reply } = personalMeasureAnswer('Is a heat pump cheaper to run than my gas boiler?', 'this home', heatPumpItem(-70));
    expect(reply).toContain('Air Source Heat Pump: costs about £70 a year more to run than your current heating, so it is dearer to run, not cheaper.');
    expect(reply).toContain('It costs £5,500 - £11,500.');
    expect(reply).toContain('Cost shown after the £7,500 Boiler Upgrade Scheme grant.');
    expect(reply).not.toContain('pay for itself');
  });

  it('says plainly when the plan has it cheaper to run', () => {
    const { reply } = personalMeasureAnswer('Is a heat pump cheaper to run than my gas boiler?', 'this home', heatPumpItem(42));
    expect(reply).toContain('Air Source Heat Pump would save about £42 a year, so it is cheaper to run than your current heating.');
    expect(reply).not.toContain('dearer');
  });
});
