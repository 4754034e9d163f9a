import { LIFETIMES } from './lifetimes.js';
import { range, type Measure } from './measure.js';

/**
 * Share of homes that already have a smart meter. DESNZ Smart Meter Statistics: about 56% of domestic
 * meters run by large suppliers were smart at the end of 2022 (reported March 2023), rising by a few
 * points a year; 65% by 2025 is our estimate. The profile never asks, so the saving is weighted.
 * @internal exported for its tests, which weight the expected saving by it
 */
export const SMART_METER_SHARE = 0.65;

export const ledLighting: Measure = {
  id: 'led-lighting', title: 'LED Lighting', stage: 'behaviour', installationType: 'other', priority: 'medium', comfort: false,
  icon: 'lightbulb', image: 'led-lighting.jpg',
  description: 'Swap the remaining halogen and old bulbs for LEDs.',
  learnMore: 'LEDs use a fraction of the electricity of halogen bulbs and last for many years. Replace the most-used lights first.',
  sources: ['Energy Saving Trust savings figures, about 2017-19 (£35 a year for all LED)', 'SAP 2012 Appendix L lighting'],
  costYear: 2025,
  lifetime: LIFETIMES.ledLighting,
  applies: (home) => home.lowEnergyLighting < 0.9,
  apply: (home) => ({ ...home, lowEnergyLighting: 1 }),
  // About one fitting per 5 m² at £4-6 a lamp (estimate).
  cost: (home) => range(Math.max(20, (home.floorArea / 5) * (1 - home.lowEnergyLighting) * 4), Math.max(40, (home.floorArea / 5) * (1 - home.lowEnergyLighting) * 6)),
};

export const standbyOff: Measure = {
  id: 'turn-off-at-socket', title: 'Turning Off Appliances at Socket', stage: 'behaviour', installationType: 'other', priority: 'low', comfort: false,
  icon: 'power', image: 'turn-off-standby.jpg',
  description: 'Switch TVs, consoles and chargers off at the wall instead of leaving them on standby.',
  learnMore: 'Appliances on standby keep drawing power all day. Smart plugs or a switched extension lead make it effortless. Leave routers, fridges and the boiler on.',
  sources: ['DECC/EST Household Electricity Survey (2012): standby 9-16% of electricity use; we assume 8% of appliance use is avoidable', 'Energy Saving Trust, about 2017-19 (£30 a year)'],
  costYear: 2025,
  lifetime: LIFETIMES.behaviour,
  // An EPC rates the building, not habits: switching off at the socket must not move the rating.
  ratedBySap: false,
  applies: (home) => !home.switchesOffStandby,
  apply: (home) => ({ ...home, switchesOffStandby: true }),
  cost: () => range(0, 0),
};

export const smartMeter: Measure = {
  id: 'smart-meter', title: 'Smart Meter Installation', stage: 'behaviour', installationType: 'other', priority: 'low', comfort: false,
  icon: 'activity', image: 'smart-meter.jpg',
  description: 'Ask your supplier for a free smart meter and in-home display.',
  learnMore: 'Seeing what you use in pounds and pence helps households cut waste, and a smart meter is needed for time-of-use tariffs. Suppliers install them at no charge.',
  sources: ['BEIS Smart Meter Roll-out Cost-Benefit Analysis (2019): 3% electricity and 2.2% gas saved (credit customers)', 'DESNZ Smart Meter Statistics: about 56% of domestic meters smart at the end of 2022; 65% by 2025 is our estimate'],
  costYear: 2025,
  lifetime: LIFETIMES.behaviour,
  likelihood: () => ({
    share: 1 - SMART_METER_SHARE,
    note: ({ ifConfirmedGbp }) => `If you do not have one yet: about ${Math.round(SMART_METER_SHARE * 100)}% of homes already do, so the saving shown is weighted by the chance that yours still needs one; with a new one, about £${ifConfirmedGbp} a year.`,
  }),
  applies: (home) => !home.smartMeter,
  apply: (home) => ({ ...home, smartMeter: true }),
  cost: () => range(0, 0),
};

export const timeOfUseTariff: Measure = {
  id: 'time-of-use-tariff', title: 'Switching to Time-of-Use Tariff', stage: 'behaviour', installationType: 'other', priority: 'low', comfort: false,
  icon: 'clock', image: 'time-of-use-tariff.jpg',
  description: 'Move flexible electricity use (heat pump, battery charging, washing) to cheaper hours.',
  learnMore: 'Time-of-use tariffs charge less at quiet times. They pay with a heat pump, battery or electric car; without one, little use can move and the dearer peak rate can cost more than it saves. A smart meter is required.',
  sources: ['Warmwise estimates: 10% of appliance use and 30% of heat pump use shifted to a 15p cheap rate'],
  costYear: 2025,
  lifetime: LIFETIMES.behaviour,
  // Only a heat pump or a battery moves enough use to make the cheap hours pay; storage heaters are
  // already on a two-rate tariff, and an electric car is something the profile does not know about.
  applies: (home) => !home.timeOfUse && (home.heating === 'heat_pump' || home.batteryKwh > 0),
  apply: (home) => ({ ...home, timeOfUse: true, smartMeter: true }),
  cost: () => range(0, 0),
};
