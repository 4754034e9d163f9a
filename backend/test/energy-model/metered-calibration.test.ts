import { buildPlan, estimateEnergy, type HomeProfile } from '../../src/energy-model/index.js';
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

  it('changes nothing when no bills were given', () => {
    expect(estimateEnergy(withBills({ gasKwh: null, electricityKwh: null }))).toEqual(modelled);
  });
});
