import { geometryOf, type Geometry } from '../geometry.js';
import { isFlatBelowTop, type ModelHome } from '../model-home.js';
import { range, type Measure } from './measure.js';

/** Panel size the roof can take: about 0.08 kWp per m² of footprint (half the roof faces the sun), 1.5-4 kWp. */
export function pvSizeKwp(geo: Geometry): number {
  return Math.min(4, Math.max(1.5, Math.round(geo.footprint * 0.08 * 2) / 2));
}

const hasOwnRoof = (home: ModelHome) => home.builtForm !== 'flat';

export const solarWaterHeating: Measure = {
  id: 'solar-water-heating', title: 'Solar Water Heating', stage: 'renewable', installationType: 'renewable', priority: 'low', comfort: false,
  icon: 'sun', image: 'solar-water-heating.jpg',
  description: 'Roof collectors that heat your hot water cylinder with sunshine.',
  learnMore: 'Solar thermal panels can meet about half of a household\'s hot water over a year, most of it in summer. You need a suitable cylinder and a roof facing roughly south.',
  sources: ['SAP Appendix H (typical solar fraction about 50%, estimate)', 'Warmwise estimate: £4,000-6,000 installed'],
  applies: (home) => home.hasCylinder && !home.solarWater && !isFlatBelowTop(home) && hasOwnRoof(home),
  apply: (home) => ({ ...home, solarWater: true }),
  cost: () => range(4000, 6000),
};

export const solarPv: Measure = {
  id: 'solar-pv', title: 'Solar PV Panels', stage: 'renewable', installationType: 'renewable', priority: 'medium', comfort: false,
  icon: 'sun', image: 'solar-panels.jpg',
  description: 'Solar panels that generate electricity for your home and export the surplus.',
  learnMore: 'A typical 3.5 kWp system makes about 3,000 kWh a year. You save the full unit price on what you use at home and earn a Smart Export Guarantee payment on the rest, so using power during the day helps.',
  sources: ['Energy Saving Trust (2024): 3.5 kWp about £7,000, saving £155-400 a year', 'EPC register indicative costs: 2.5 kWp £3,500-5,500'],
  applies: (home) => home.pvKwp === 0 && hasOwnRoof(home),
  apply: (home) => ({ ...home, pvKwp: pvSizeKwp(geometryOf(home)) }),
  cost: (home, geo) => {
    const kwp = home.pvKwp > 0 ? home.pvKwp : pvSizeKwp(geo);
    return range(kwp * 1700, kwp * 2200);
  },
};

export const homeBattery: Measure = {
  id: 'home-battery', title: 'Home Battery Storage', stage: 'renewable', installationType: 'renewable', priority: 'low', comfort: false,
  icon: 'battery', image: 'home-battery.jpg',
  description: 'A 5 kWh battery that stores daytime solar power for the evening.',
  learnMore: 'A battery roughly doubles the share of solar electricity you use yourself, instead of exporting it for a few pence. Its savings rarely repay the cost within its warranty on their own.',
  sources: ['Warmwise estimate: £3,000-6,000 for about 5 kWh installed', 'Self-use 35% without and 60% with a battery (estimate)'],
  applies: (home) => home.pvKwp > 0 && home.batteryKwh === 0,
  apply: (home) => ({ ...home, batteryKwh: 5 }),
  cost: () => range(3000, 6000),
};
