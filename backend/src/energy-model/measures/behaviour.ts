import { range, type Measure } from './measure.js';

export const ledLighting: Measure = {
  id: 'led-lighting', title: 'LED Lighting', stage: 'behaviour', installationType: 'other', priority: 'medium', comfort: false,
  icon: 'lightbulb', image: 'led-lighting.jpg',
  description: 'Swap the remaining halogen and old bulbs for LEDs.',
  learnMore: 'LEDs use a fraction of the electricity of halogen bulbs and last for many years. Replace the most-used lights first.',
  sources: ['Energy Saving Trust savings figures, about 2017-19 (£35 a year for all LED)', 'SAP 2012 Appendix L lighting'],
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
  applies: (home) => !home.switchesOffStandby,
  apply: (home) => ({ ...home, switchesOffStandby: true }),
  cost: () => range(0, 0),
};

export const smartMeter: Measure = {
  id: 'smart-meter', title: 'Smart Meter Installation', stage: 'behaviour', installationType: 'other', priority: 'low', comfort: false,
  icon: 'activity', image: 'smart-meter.jpg',
  description: 'Ask your supplier for a free smart meter and in-home display.',
  learnMore: 'Seeing what you use in pounds and pence helps households cut waste, and a smart meter is needed for time-of-use tariffs. Suppliers install them at no charge.',
  sources: ['BEIS Smart Meter Roll-out Cost-Benefit Analysis (2019): 3% electricity and 2.2% gas saved (credit customers)'],
  applies: (home) => !home.smartMeter,
  apply: (home) => ({ ...home, smartMeter: true }),
  cost: () => range(0, 0),
};

export const timeOfUseTariff: Measure = {
  id: 'time-of-use-tariff', title: 'Switching to Time-of-Use Tariff', stage: 'behaviour', installationType: 'other', priority: 'low', comfort: false,
  icon: 'clock', image: 'time-of-use-tariff.jpg',
  description: 'Move flexible electricity use (washing, dishwasher, heat pump) to cheaper hours.',
  learnMore: 'Time-of-use tariffs charge less at quiet times. They pay most with a heat pump, battery or electric car; check the peak rate before switching. A smart meter is required.',
  sources: ['Warmwise estimates: 10% of appliance use and 30% of heat pump use shifted to a 15p cheap rate'],
  applies: (home) => !home.timeOfUse && home.heating !== 'storage_heaters',
  apply: (home) => ({ ...home, timeOfUse: true, smartMeter: true }),
  cost: () => range(0, 0),
};
