import { buildPlan } from '../../src/energy-model/plan/build-plan.js';
import type { HomeProfile } from '../../src/energy-model/types.js';

const notSure = { wallInsulation: 'unknown', loftInsulationMm: null, glazing: 'unknown', boilerType: 'unknown', heatingControls: 'unknown', flatPosition: 'unknown' } as const;
const oldTerrace: HomeProfile = { propertyType: 'Terraced', yearBuilt: 'Pre-1919', heatingSystem: 'Gas boiler', stated: { ...notSure, wallInsulation: 'solid_uninsulated', glazing: 'single' } };
const leftOutLines = (profile: HomeProfile, priority: 'reduce_bills' | 'environmental_benefit' = 'reduce_bills') =>
  buildPlan(profile, priority).assumptions.filter((line) => line.startsWith('Considered and left out'));

describe('every stated fact reaches a measure or a reason', () => {
  it('gives a pre-1919 terrace stated as solid-walled and single-glazed either the measure or the reason it is left out', () => {
    const plan = buildPlan(oldTerrace, 'reduce_bills');
    const ids = plan.recommendations.all.map((r) => r.id);
    const lines = leftOutLines(oldTerrace);
    for (const [id, title] of [['solid-wall-external', 'External Solid Wall Insulation'], ['double-glazing', 'Double Glazing']] as const) {
      const reason = lines.find((line) => line.startsWith(`Considered and left out: ${title} (`));
      expect(ids.includes(id) || reason !== undefined).toBe(true);
      if (reason) expect(reason).toMatch(/would save about £\d+ a year, paying back in about \d+ years, beyond its \d+ years working life/);
    }
  });

  it('keeps a measure left out to lower bills in the plan for the environment', () => {
    const bills = leftOutLines(oldTerrace);
    expect(bills.length).toBeGreaterThan(0);
    const green = buildPlan(oldTerrace, 'environmental_benefit').recommendations.all.map((r) => r.title);
    for (const line of bills) {
      const title = /^Considered and left out: (.+?) \(/.exec(line)![1];
      if (title !== 'Home Battery') expect(green).toContain(title);
    }
  });

  it('says that a flat’s roof and outside walls belong to the block', () => {
    const flat: HomeProfile = { propertyType: 'Flat/Apartment', yearBuilt: '1965-1982', heatingSystem: 'Gas boiler', stated: { ...notSure, flatPosition: 'mid' } };
    const lines = buildPlan(flat).assumptions;
    expect(lines).toContainEqual(expect.stringMatching(/^In a flat, the outside walls and the roof belong to the block/));
    expect(lines).toContainEqual(expect.stringMatching(/^Considered and left out: loft insulation, because the home above yours/));
    expect(buildPlan({ ...flat, stated: { ...notSure, flatPosition: 'top' } }).assumptions.join(' ')).not.toMatch(/home above yours/);
  });
});
