import { buildPlan } from './backend/src/energy-model/index.js';
import type { HomeProfile } from './backend/src/energy-model/types.js';
const base: HomeProfile = { propertyType: 'Semi-detached', yearBuilt: '1945-1964', heatingSystem: 'Gas boiler', floorArea: 90, numBedrooms: 3 };
const st = { wallInsulation: 'unknown', loftInsulationMm: null, glazing: 'unknown', boilerType: 'unknown', heatingControls: 'unknown', flatPosition: 'unknown' } as const;
const cases: Array<[string, HomeProfile]> = [
  ['empty cavity', { ...base, stated: { ...st, wallInsulation: 'cavity_empty' } }],
  ['non-cond', { ...base, stated: { ...st, boilerType: 'non_condensing' } }],
  ['no controls', { ...base, stated: { ...st, heatingControls: 'none' } }],
  ['prog only', { ...base, stated: { ...st, heatingControls: 'programmer_only' } }],
  ['loft 0', { ...base, stated: { ...st, loftInsulationMm: 0 } }],
  ['single', { ...base, stated: { ...st, glazing: 'single' } }],
  ['1990s empty cavity', { ...base, yearBuilt: '1983-2002', stated: { ...st, wallInsulation: 'cavity_empty' } }],
  ['flat top', { ...base, propertyType: 'Flat/Apartment', stated: { ...st, flatPosition: 'top' } }],
  ['flat mid', { ...base, propertyType: 'Flat/Apartment', stated: { ...st, flatPosition: 'mid' } }],
];
for (const [name, p] of cases) {
  const plan = buildPlan(p);
  console.log(`${name.padEnd(20)} bill £${Math.round(plan.baseline.bill.total)} | ${plan.epcImprovement} saves £${plan.potentialSavings} | ${plan.recommendations.all.map(r=>r.id+':'+r.savings+'/'+r.paybackYears+'y').join(' ')}`);
}
