import { appliancesKwh, lightingKwh } from '../electricity.js';
import { geometryOf, occupants, type Geometry } from '../geometry.js';
import { isFlatBelowTop, type ModelHome } from '../model-home.js';
import { LIFETIMES } from './lifetimes.js';
import { PV_COST_SOURCE, PV_GBP_PER_KWP } from './costs-2026.js';
import { range, type Measure } from './measure.js';

/**
 * Panels the roof can take. A pitched roof (about 35°) has 1.22 m² of slope per m² of footprint; one
 * slope faces the sun and about three quarters of it is clear of edges, hips and vents; modern
 * panels give about 0.2 kWp per m² (430 W on 2 m²). So about 0.09 kWp per m² of footprint (estimate),
 * in half-kWp steps between 1.5 kWp (four or five panels) and 6 kWp, beyond which a home export
 * connection needs the network operator's approval.
 */
const PV_KWP_PER_M2_FOOTPRINT = 1.22 * 0.5 * 0.75 * 0.2;
const PV_KWP = { min: 1.5, max: 6 } as const;

function pvSizeKwp(geo: Geometry): number {
  const roofLimited = Math.round(geo.footprint * PV_KWP_PER_M2_FOOTPRINT * 2) / 2;
  return Math.min(PV_KWP.max, Math.max(PV_KWP.min, roofLimited));
}

/**
 * A battery sized to the evening: about half the home's daily electricity (lights, appliances) is used
 * after the sun has gone, and a battery larger than that sits part-empty (estimate). 2.5-10 kWh, in
 * half-kWh steps.
 */
function batterySizeKwh(home: ModelHome): number {
  const n = occupants(home.floorArea);
  const dailyUse = (appliancesKwh(home, home.floorArea, n) + lightingKwh(home, home.floorArea, n)) / 365;
  return Math.min(10, Math.max(2.5, Math.round(dailyUse * 0.5 * 2) / 2));
}

const hasOwnRoof = (home: ModelHome) => home.builtForm !== 'flat';

export const solarWaterHeating: Measure = {
  id: 'solar-water-heating', title: 'Solar Water Heating', stage: 'renewable', installationType: 'renewable', priority: 'low', comfort: false,
  icon: 'sun', image: 'solar-water-heating.jpg',
  description: 'Roof collectors that heat your hot water cylinder with sunshine.',
  learnMore: 'Solar thermal panels can meet about half of a household\'s hot water over a year, most of it in summer. You need a suitable cylinder and a roof facing roughly south.',
  sources: ['SAP Appendix H (typical solar fraction about 50%, estimate)', 'Warmwise estimate: £4,000-6,000 installed'],
  costYear: 2025,
  lifetime: LIFETIMES.solarWater,
  applies: (home) => home.hasCylinder && !home.solarWater && !isFlatBelowTop(home) && hasOwnRoof(home),
  apply: (home) => ({ ...home, solarWater: true }),
  cost: () => range(4000, 6000),
};

/** The spread shown around the median (estimate): scaffolding, roof type and panels vary. */
const PV_COST_SPREAD = 0.15;

export const solarPv: Measure = {
  id: 'solar-pv', title: 'Solar PV Panels', stage: 'renewable', installationType: 'renewable', priority: 'medium', comfort: false,
  icon: 'sun', image: 'solar-panels.jpg',
  description: 'Solar panels that generate electricity for your home and export the surplus.',
  learnMore: 'The system is sized to your roof: about 0.09 kWp for each m² of the home\'s footprint, so a bigger house takes more panels and a flat usually none. Each kWp makes about 790 kWh a year in the Highlands and 980 in the South West (SAP 10.2 regional sunshine for a south-facing roof at 30°). You save the full unit price on what you use at home and earn a Smart Export Guarantee payment on the rest, so using power during the day helps.',
  sources: [PV_COST_SOURCE, 'Warmwise estimate: the range is the median ±15% (roof, access and panels vary)', 'Warmwise estimate: 0.09 kWp per m² of footprint, 1.5-6 kWp', 'Yield: SAP 10.2 Appendix M1 (0.8 × kWp × radiation on the array) with the Appendix U sunshine of the home\'s region'],
  costYear: 2025,
  lifetime: LIFETIMES.solarPv,
  applies: (home) => home.pvKwp === 0 && hasOwnRoof(home),
  apply: (home) => ({ ...home, pvKwp: pvSizeKwp(geometryOf(home)) }),
  cost: (home, geo) => {
    const kwp = home.pvKwp > 0 ? home.pvKwp : pvSizeKwp(geo);
    const median = kwp * PV_GBP_PER_KWP;
    return range(median * (1 - PV_COST_SPREAD), median * (1 + PV_COST_SPREAD));
  },
};

export const homeBattery: Measure = {
  id: 'home-battery', title: 'Home Battery Storage', stage: 'renewable', installationType: 'renewable', priority: 'low', comfort: false,
  icon: 'battery', image: 'home-battery.jpg',
  description: 'A battery sized to your evening use that stores daytime solar power for later.',
  learnMore: 'A battery roughly doubles the share of solar electricity you use yourself, instead of exporting it for a few pence. It is sized to about half your daily electricity, what a home typically uses after dark. Its savings rarely repay the cost within its warranty on their own.',
  sources: ['Warmwise estimate: £600-1,200 per kWh installed (£3,000-6,000 for 5 kWh)', 'Self-use 35% without and 60% with a battery (estimate)', 'Warmwise estimate: capacity half the daily electricity use, 2.5-10 kWh'],
  costYear: 2025,
  lifetime: LIFETIMES.battery,
  applies: (home) => home.pvKwp > 0 && home.batteryKwh === 0,
  apply: (home) => ({ ...home, batteryKwh: batterySizeKwh(home) }),
  cost: (home) => {
    const kwh = home.batteryKwh > 0 ? home.batteryKwh : batterySizeKwh(home);
    return range(kwh * 600, kwh * 1200);
  },
};
