import { HEATING_SYSTEMS, type Nation } from '@warmwise/common';
import { buildPlan, MEASURES, PROPERTY_TYPES, YEAR_BUILT_OPTIONS, type HomeProfile } from '../../src/energy-model/index.js';
import { SMART_METER_SHARE } from '../../src/energy-model/measures/behaviour.js';
import { UNFILLED_CAVITY_SHARE } from '../../src/energy-model/measures/fabric.js';
import { heatPumpGrantForHome, UNKNOWN_HOME } from '../../src/grants/index.js';
import type { Recommendation } from '../../src/energy-model/plan/recommendation.js';
import { REFERENCE_PROFILE } from './calibration-cases.js';

const item = (plan: ReturnType<typeof buildPlan>, id: string): Recommendation | undefined => plan.recommendations.all.find((r) => r.id === id);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Every property type, age and heating system, with the facts a visitor gives and nothing else. */
const ARCHETYPES: HomeProfile[] = PROPERTY_TYPES.flatMap((propertyType) =>
  YEAR_BUILT_OPTIONS.flatMap((yearBuilt) => HEATING_SYSTEMS.map((heatingSystem) => ({ propertyType, yearBuilt, heatingSystem, floorArea: 0, numBedrooms: 3 }))),
);

describe('no over-selling', () => {
  it('shows a measure that costs more to run as negative and nets it off the totals', () => {
    // The smart meter is weighted by likelihood, which would blur the before/after comparison. At the
    // Oct-Dec 2025 cap (electricity 4.2 times the price of gas) the heat pump costs more to run here.
    const plan = buildPlan(REFERENCE_PROFILE, 'environmental_benefit', { excludeMeasureIds: ['smart-meter'], priceTableId: 'ofgem-cap-2025-q4' });
    const heatPump = item(plan, 'air-source-heat-pump')!;
    expect(heatPump.annualSavingGbp).toBeLessThan(0);
    expect(heatPump.savings).toBe(0);
    const saving = plan.recommendations.all.filter((r) => r.annualSavingGbp > 0);
    // The total nets the heat pump's extra running cost off what the other measures save.
    // In the whole pounds each card shows ('Costs about £x a year more' counts as -x).
    expect(plan.potentialSavings).toBe(sum(plan.recommendations.all.map((r) => Math.sign(r.annualSavingGbp) * Math.round(Math.abs(r.annualSavingGbp)))));
    expect(plan.potentialSavings).toBeLessThan(sum(saving.map((r) => r.annualSavingGbp)));
    expect(sum(saving.map((r) => r.modelledSavingGbp))).toBeGreaterThan(plan.baseline.bill.total - plan.potential.bill.total);
  });

  it("prices a heat pump net of the grant the Grants tab finds likely for the saved home, and says so", () => {
    const heatPumpIn = (postcode: string, tenure: 'Owner-occupied' | 'Rented - Social' | null = 'Owner-occupied') => {
      const heatPumpGrantIn = (nation: Nation) => heatPumpGrantForHome({ ...UNKNOWN_HOME, nation, tenure, heatingSystem: 'Gas boiler' }, '2026-12-03');
      return item(buildPlan({ ...REFERENCE_PROFILE, postcode }, 'environmental_benefit', { heatPumpGrantIn }), 'air-source-heat-pump')!;
    };
    // Northern Ireland has no heat-pump grant: the full price, the scheme's 2025/26 figure for the pump's size.
    const fullPrice = heatPumpIn('BT1 5GS').costMin!;
    expect(fullPrice).toBeGreaterThanOrEqual(9900);
    expect(heatPumpIn('LS2 7EQ').costMin).toBe(fullPrice - 7500);
    expect(heatPumpIn('CF10 1EP').costMin).toBe(fullPrice - 7500);
    expect(heatPumpIn('IV2 3AA').costMin).toBe(fullPrice - 7500);
    expect(heatPumpIn('LS2 7EQ').description).toMatch(/Cost shown after the £7,500 Boiler Upgrade Scheme grant\.$/);
    expect(heatPumpIn('IV2 3AA').description).toMatch(/Cost shown after the £7,500 Home Energy Scotland Grant and Loan grant\.$/);
    // No grant the Grants tab finds likely (a social tenant), or none known (no saved home): the full price.
    expect(heatPumpIn('LS2 7EQ', 'Rented - Social').costMin).toBe(fullPrice);
    expect(item(buildPlan({ ...REFERENCE_PROFILE, postcode: 'LS2 7EQ' }, 'environmental_benefit'), 'air-source-heat-pump')!.costMin).toBe(fullPrice);
    // A grant to check (the tenure is not saved) is named, not taken off.
    const unknownTenure = heatPumpIn('LS2 7EQ', null);
    expect(unknownTenure.costMin).toBe(fullPrice);
    expect(unknownTenure.description).toMatch(/Cost shown before any grant: the £7,500 Boiler Upgrade Scheme grant may bring it to £[\d,]+ - £[\d,]+, worth checking on the Grants tab\.$/);
  });

  it('offers no time-of-use saving to a gas home without a heat pump or battery', () => {
    for (const priority of ['reduce_bills', 'comfort_improvement'] as const) {
      const plan = buildPlan(REFERENCE_PROFILE, priority, { excludeMeasureIds: ['home-battery'] });
      expect(item(plan, 'time-of-use-tariff')).toBeUndefined();
    }
    expect(item(buildPlan(REFERENCE_PROFILE, 'comfort_improvement'), 'time-of-use-tariff')).toBeDefined();
  });

  it('never lists a measure under reduce_bills that wears out before it pays back', () => {
    for (const profile of ARCHETYPES) {
      for (const r of buildPlan(profile, 'reduce_bills').recommendations.all) {
        // A likelihood-weighted item pays back as its weighted figure says, and a due replacement (a
        // non-condensing boiler) is offered whatever it pays: judged for a home that needs it, the rest must pay back in time.
        const weighted = /^Check first|^If you do not have one yet/.test(r.description);
        if (r.paybackYears !== null && !weighted && r.id !== 'condensing-boiler') expect(r.paybackYears).toBeLessThanOrEqual(r.lifetimeYears);
      }
    }
    const comfort = buildPlan(REFERENCE_PROFILE, 'comfort_improvement');
    expect(item(comfort, 'heating-controls')!.paybackYears).toBeGreaterThan(item(comfort, 'heating-controls')!.lifetimeYears);
    expect(item(buildPlan(REFERENCE_PROFILE, 'reduce_bills'), 'heating-controls')).toBeUndefined();
  });

  it('offers a cylinder jacket only when the cylinder is stated to be poorly insulated', () => {
    for (const profile of ARCHETYPES) expect(item(buildPlan(profile, 'comfort_improvement'), 'cylinder-jacket')).toBeUndefined();
    const thin = { ...REFERENCE_PROFILE, heatingSystem: 'Other' as const, fabric: { ...REFERENCE_PROFILE.fabric, hasCylinder: true, cylinderInsulation: 'thin' as const } };
    expect(item(buildPlan(thin, 'comfort_improvement'), 'cylinder-jacket')!.annualSavingGbp).toBeGreaterThan(0);
  });

  it('gives every measure a working life with its source', () => {
    for (const m of MEASURES) {
      expect(m.lifetime.years).toBeGreaterThan(0);
      expect(m.lifetime.source.length).toBeGreaterThan(10);
    }
  });

  it('does not let switching off at the socket lower the rating', () => {
    for (const profile of ARCHETYPES) {
      const plan = buildPlan(profile, 'property_value');
      const standby = item(plan, 'turn-off-at-socket');
      if (!standby) continue;
      expect(standby.sapPointsGain).toBe(0);
      expect(plan.potentialEnergyEfficiency).toBe(buildPlan(profile, 'property_value', { excludeMeasureIds: ['turn-off-at-socket'] }).potentialEnergyEfficiency);
    }
  });

  it('weights the smart meter saving by the share of homes that still lack one', () => {
    const plan = buildPlan(REFERENCE_PROFILE, 'reduce_bills');
    const meter = item(plan, 'smart-meter')!;
    const before = buildPlan(REFERENCE_PROFILE, 'reduce_bills', { excludeMeasureIds: ['smart-meter'] }).potential.bill.total;
    expect(meter.annualSavingGbp).toBeCloseTo((before - plan.potential.bill.total) * (1 - SMART_METER_SHARE), 1);
    expect(meter.description).toMatch(/^If you do not have one yet/);
  });

  it('says "check first" and weights the saving when nobody knows whether the cavity is filled', () => {
    const { wallInsulated: _known, ...fabric } = REFERENCE_PROFILE.fabric!;
    const unknown = item(buildPlan({ ...REFERENCE_PROFILE, fabric }, 'reduce_bills'), 'cavity-wall-insulation')!;
    const known = item(buildPlan(REFERENCE_PROFILE, 'reduce_bills'), 'cavity-wall-insulation')!;
    expect(unknown.description).toMatch(/^Check first: about 71% of cavity walls have already been filled/);
    expect(unknown.annualSavingGbp).toBeCloseTo(known.annualSavingGbp * UNFILLED_CAVITY_SHARE, 0);
    expect(known.description).not.toMatch(/Check first/);
    // The card quotes one figure and the payback worked out from that figure.
    const costMid = (unknown.costMin! + unknown.costMax!) / 2;
    expect(unknown.paybackYears).toBeCloseTo(costMid / unknown.savings, 1);
    expect(unknown.paybackYears!).toBeGreaterThan(known.paybackYears!);
  });
});

describe('renewables sized to the home', () => {
  const pv = (profile: HomeProfile) => item(buildPlan(profile, 'environmental_benefit'), 'solar-pv');
  const detached: HomeProfile = { ...REFERENCE_PROFILE, propertyType: 'Detached', floorArea: 224, numBedrooms: 5 };
  const semi: HomeProfile = { ...REFERENCE_PROFILE, floorArea: 96 };

  it('gives a big detached roof more panels than a semi, and a flat none', () => {
    expect(pv(detached)!.costMin!).toBeGreaterThan(pv(semi)!.costMin!);
    expect(pv(detached)!.annualSavingGbp).toBeGreaterThan(pv(semi)!.annualSavingGbp);
    expect(pv({ ...REFERENCE_PROFILE, propertyType: 'Flat/Apartment', floorArea: 60 })).toBeUndefined();
  });

  it('gives a battery sized to use a typical rating credit of 1-3 SAP points', () => {
    const gains = ARCHETYPES.flatMap((profile) => item(buildPlan(profile, 'property_value'), 'home-battery')?.sapPointsGain ?? []).sort((a, b) => a - b);
    expect(gains.length).toBeGreaterThan(20);
    const median = gains[Math.floor(gains.length / 2)]!;
    expect(median).toBeGreaterThanOrEqual(1);
    expect(median).toBeLessThanOrEqual(3);
  });

  it('sizes the battery to the home\'s use', () => {
    const battery = (profile: HomeProfile) => item(buildPlan(profile, 'environmental_benefit'), 'home-battery')!;
    expect(battery(detached).costMax!).toBeGreaterThan(battery({ ...semi, floorArea: 60, numBedrooms: 1 }).costMax!);
  });
});

describe('ranking shows value first', () => {
  it('puts at least half of the savings in the first five under reduce_bills', () => {
    for (const profile of [REFERENCE_PROFILE, ...ARCHETYPES]) {
      const plan = buildPlan(profile, 'reduce_bills');
      const actionable = plan.recommendations.all.filter((r) => !r.informational);
      const total = sum(actionable.map((r) => Math.max(0, r.annualSavingGbp)));
      expect(sum(actionable.slice(0, 5).map((r) => Math.max(0, r.annualSavingGbp)))).toBeGreaterThanOrEqual(total / 2);
      // At most one item claims the most per pound, and only with the quickest payback of the paid work.
      const paid = actionable.filter((r) => r.costMax !== 0);
      const claims = paid.filter((r) => r.rankReason.startsWith('Saves the most per pound'));
      expect(claims.length).toBeLessThanOrEqual(1);
      for (const r of claims) expect(r.paybackYears).toBe(Math.min(...paid.map((item) => item.paybackYears ?? Infinity)));
    }
  });

  it('keeps free habits after the paid work and explains each place', () => {
    const all = buildPlan(REFERENCE_PROFILE, 'reduce_bills').recommendations.all;
    const firstFree = all.findIndex((r) => r.costMax === 0);
    expect(all.slice(0, firstFree).every((r) => r.costMax !== 0)).toBe(true);
    expect(all[0]!.rankReason).toMatch(/^Saves the most per pound: pays back in about \d+ years?$/);
    expect(all[firstFree]!.rankReason).toBe('Free: a habit or a switch, listed with the Free / Easy options');
  });

  it.each([
    ['reduce_bills', /^Saves the most per pound: /, /^Next best value per pound: pays back in about \d+ years?$/],
    ['environmental_benefit', /^Cuts the most CO2: /, /^(Next biggest CO2 cut: [1-9][\d,]* kg a year|Cuts no CO2 itself, but saves £[\d,]+ a year)$/],
    ['property_value', /^Adds the most to your EPC rating: /, /^(Next biggest gain in your EPC rating: \+\d+ points?|Does not raise your EPC rating, but saves £[\d,]+ a year)$/],
    ['comfort_improvement', /^Keeps the most heat in: /, /^(Next most heat kept in: [\d,]+ kWh a year|Saves £[\d,]+ a year, with less effect on warmth than fabric work)$/],
  ] as const)('lets only the first paid item claim "the most" under %s; the ones after it come next', (priority, first, next) => {
    const paid = buildPlan(REFERENCE_PROFILE, priority).recommendations.all.filter((r) => !r.informational && r.costMax !== 0);
    expect(paid.length).toBeGreaterThan(2);
    expect(paid[0]!.rankReason).toMatch(first);
    for (const r of paid.slice(1)) expect(r.rankReason).toMatch(next);
  });

  it('promotes the biggest savers when the quickest paybacks would hide the value', () => {
    const oilDetached: HomeProfile = {
      propertyType: 'Detached', yearBuilt: 'Pre-1919', floorArea: 200, numBedrooms: 4, heatingSystem: 'Oil boiler',
      fabric: { wallConstruction: 'solid', wallInsulated: false, loftInsulationMm: 100, glazing: 'double', draughtProofed: false },
    };
    const all = buildPlan(oilDetached, 'reduce_bills').recommendations.all.filter((r) => !r.informational);
    const biggest = [...all].sort((a, b) => b.annualSavingGbp - a.annualSavingGbp)[0]!;
    expect(all.slice(0, 5)).toContainEqual(biggest);
    // Whichever item claims the most per pound has the quickest payback of all the paid work.
    const paid = all.filter((r) => r.costMax !== 0);
    const quickest = Math.min(...paid.map((r) => r.paybackYears ?? Infinity));
    for (const r of paid.filter((item) => item.rankReason.startsWith('Saves the most per pound'))) expect(r.paybackYears).toBe(quickest);
  });
});
