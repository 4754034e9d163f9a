import { buildPlan } from './backend/src/energy-model/index.js';
const plan = buildPlan({ propertyType: 'Semi-detached', yearBuilt: '1945-1964', heatingSystem: 'Gas boiler', floorArea: 90, numBedrooms: 3, postcode: 'B33 8TH', stated: { wallInsulation: 'unknown', loftInsulationMm: null, glazing: 'unknown', boilerType: 'unknown', heatingControls: 'unknown', flatPosition: 'unknown' } });
const c = plan.recommendations.all.find(r => r.id === 'cavity-wall-insulation')!;
console.log(c.costMin, c.costMax, c.annualSavingGbp, c.paybackYears, c.savings, (c.costMin!+c.costMax!)/2/c.annualSavingGbp);
