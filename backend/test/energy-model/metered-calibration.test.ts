import { buildPlan, estimateEnergy, type HomeProfile } from '../../src/energy-model/index.js';
import { fuelUseInTheirWords } from '../../src/energy-model/metered-calibration-words.js';
import { REFERENCE_PROFILE } from './calibration-cases.js';

const modelled = estimateEnergy(REFERENCE_PROFILE);
const withBills = (meteredUse: HomeProfile['meteredUse'], profile: HomeProfile = REFERENCE_PROFILE): HomeProfile => ({ ...profile, meteredUse });
const saving = (profile: HomeProfile, id: string) => buildPlan(profile).recommendations.all.find((item) => item.id === id)?.annualSavingGbp;

describe('a plan fitted to the household’s own bills', () => {
  it('starts from the metered gas and electricity, to the kWh', () => {
    const fitted = estimateEnergy(withBills({ gasKwh: 9_000, electricityKwh: 3_300 }));
    expect(Math.round(fitted.fuel.gas)).toBe(9_000);
    expect(Math.round(fitted.fuel.electricity)).toBe(3_300);
    expect(fitted.assumptions.some((line) => line.startsWith('Fitted to your bills: gas use 9,000 kWh a year'))).toBe(true);
  });

  it('scales heat savings with the gas the home really burns, and leaves the rating alone', () => {
    const lowUse = withBills({ gasKwh: Math.round(modelled.fuel.gas / 2) });
    const cavityAsModelled = saving(REFERENCE_PROFILE, 'cavity-wall-insulation')!;
    const cavityFitted = saving(lowUse, 'cavity-wall-insulation')!;
    expect(cavityFitted / cavityAsModelled).toBeCloseTo(0.5, 1);
    expect(estimateEnergy(lowUse).sap.score).toBe(modelled.sap.score);
  });

  it('fits electricity beyond lights and appliances to heat in an electrically heated home', () => {
    const storage: HomeProfile = { ...REFERENCE_PROFILE, heatingSystem: 'Electric storage heaters' };
    const asModelled = estimateEnergy(storage);
    const fitted = estimateEnergy(withBills({ electricityKwh: Math.round(asModelled.fuel.electricity * 0.7) }, storage));
    expect(fitted.fuel.electricity).toBeCloseTo(asModelled.fuel.electricity * 0.7, -1);
    expect(fitted.demand.spaceHeating).toBeLessThan(asModelled.demand.spaceHeating);
    expect(fitted.demand.lighting + fitted.demand.appliances).toBeCloseTo(asModelled.demand.lighting + asModelled.demand.appliances, 6);
  });

  it('fits only part of the way to a figure far from any home like this, and says so', () => {
    const fitted = estimateEnergy(withBills({ gasKwh: 95_000 }));
    expect(fitted.fuel.gas).toBeCloseTo(modelled.fuel.gas * 3, -1);
    expect(fitted.assumptions.some((line) => line.includes('we fitted the plan only part of the way'))).toBe(true);
  });

  it('does not use a gas figure for a home not heated by gas, and says why', () => {
    const oil: HomeProfile = { ...REFERENCE_PROFILE, heatingSystem: 'Oil boiler' };
    const fitted = estimateEnergy(withBills({ gasKwh: 800 }, oil));
    expect(fitted.fuel).toEqual(estimateEnergy(oil).fuel);
    expect(fitted.assumptions).toContain('Your home is not heated by gas, so your gas figure (perhaps for cooking) is not used in the plan.');
  });

  it('repeats a heating fuel given in litres, kilos or bags as the household gave it, beside its kWh', () => {
    const oil: HomeProfile = { ...REFERENCE_PROFILE, heatingSystem: 'Oil boiler' };
    // 1,800 litres at 10.35 kWh a litre.
    const litres = estimateEnergy(withBills({ heatingFuelKwh: 18_630, heatingFuelAsGiven: { amount: 1_800, unit: 'oil_litres' } }, oil));
    expect(litres.assumptions.find((line) => line.startsWith('Fitted to your bills'))).toMatch(
      /^Fitted to your bills: 1,800 litres of oil a year \(18,630 kWh\), where the model estimated [\d,]+ kWh for a home like this; every saving is scaled to match\.$/,
    );
    // A figure given in kWh has nothing else to repeat.
    const inKwh = estimateEnergy(withBills({ heatingFuelKwh: 18_000, heatingFuelAsGiven: { amount: 18_000, unit: 'oil_kwh' } }, oil));
    expect(inKwh.assumptions.find((line) => line.startsWith('Fitted to your bills'))).toMatch(/^Fitted to your bills: oil use 18,000 kWh a year, where/);
    // Far from any home like this, the household's own figure is still the one named.
    const far = estimateEnergy(withBills({ heatingFuelKwh: 93_150, heatingFuelAsGiven: { amount: 9_000, unit: 'oil_litres' } }, oil));
    expect(far.assumptions.find((line) => line.startsWith('Your yearly oil use'))).toMatch(/^Your yearly oil use \(9,000 litres of oil, 93,150 kWh\) is far from what a home like this uses/);
  });

  it('names each unit a heating fuel is bought in as a person says it', () => {
    const words = (amount: number, unit: string) => fuelUseInTheirWords({ amount, unit });
    expect(words(1_800, 'oil_litres')).toBe('1,800 litres of oil');
    expect(words(1_200, 'lpg_litres')).toBe('1,200 litres of LPG');
    expect(words(700, 'lpg_kg')).toBe('700 kg of LPG');
    expect(words(40, 'coal_bags')).toBe('40 bags of coal or smokeless fuel (25 kg each)');
    expect(words(1_000, 'coal_kg')).toBe('1,000 kg of coal or smokeless fuel');
    expect(words(3_000, 'wood_logs_kg')).toBe('3,000 kg of seasoned logs');
    expect(words(100, 'wood_pellet_bags')).toBe('100 bags of pellets (15 kg each)');
    expect(words(1_500, 'wood_pellets_kg')).toBe('1,500 kg of pellets');
    expect(words(12_000, 'wood_kwh')).toBeNull();
  });

  it('changes nothing when no bills were given', () => {
    expect(estimateEnergy(withBills({ gasKwh: null, electricityKwh: null }))).toEqual(modelled);
  });
});
