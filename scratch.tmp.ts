import { buildPlan } from './backend/src/energy-model/index.js';
import type { HomeProfile } from './backend/src/energy-model/types.js';
const base: HomeProfile = { propertyType: 'Semi-detached', yearBuilt: '1945-1964', heatingSystem: 'Gas boiler', floorArea: 90, numBedrooms: 3 };
const cases: Array<[string, HomeProfile]> = [
  ['gas semi', base],
  ['gas semi G', { ...base, epcRating: 'G' }],
  ['gas semi B', { ...base, epcRating: 'B' }],
  ['gas semi lodged 65', { ...base, epcScore: 65, epcRating: 'D' }],
  ['storage semi', { ...base, heatingSystem: 'Electric storage heaters' }],
  ['direct elec semi', { ...base, heatingSystem: 'Other', heatingFuel: 'electric_room_heaters' }],
  ['lpg semi', { ...base, heatingSystem: 'Other', heatingFuel: 'lpg' }],
  ['coal semi', { ...base, heatingSystem: 'Other', heatingFuel: 'coal' }],
  ['wood terrace', { ...base, propertyType: 'Terraced', heatingSystem: 'Other', heatingFuel: 'wood' }],
  ['unknown semi', { ...base, heatingSystem: 'Other', heatingFuel: 'unknown' }],
  ['oil semi', { ...base, heatingSystem: 'Oil boiler' }],
  ['hp semi', { ...base, heatingSystem: 'Heat pump' }],
  ['gas semi Inverness', { ...base, postcode: 'IV2 3PY' }],
  ['gas semi Truro', { ...base, postcode: 'TR1 2HE' }],
];
for (const [name, p] of cases) {
  const t = performance.now();
  const plan = buildPlan(p);
  const f = plan.baseline.fuel;
  console.log(`${name.padEnd(20)} bill £${Math.round(plan.baseline.bill.total)} gas ${Math.round(f.gas)} el ${Math.round(f.electricity)} oil ${Math.round(f.oil)} lpg ${Math.round(f.lpg)} coal ${Math.round(f.coal)} wood ${Math.round(f.wood)} | ${plan.currentEnergyEfficiency}->${plan.potentialEnergyEfficiency} ${plan.epcImprovement} saves £${plan.potentialSavings} co2 ${plan.co2Reduction} | ${plan.recommendations.all.map(r=>r.id+':'+r.savings).join(' ')} (${(performance.now()-t).toFixed(0)}ms)`);
}
