import { hasManualChargeControl } from '../heating-system.js';
import { isFuelBoiler, type HeatingKind } from '../model-home.js';
import { LIFETIMES } from './lifetimes.js';
import { HEAT_PUMP_COST_SOURCE, heatPumpCostBeforeGrant } from './costs-2026.js';
import { range, type Measure } from './measure.js';

const EPC_COSTS = 'EPC register indicative costs (RdSAP 9.94)';
/** Heating a heat pump replaces for a lower bill: every fuel but mains gas (and heat networks, which it would leave). */
const COSTLIER_THAN_A_HEAT_PUMP: ReadonlySet<HeatingKind> = new Set(['oil_boiler', 'lpg_boiler', 'coal_heating', 'wood_heating', 'storage_heaters', 'direct_electric']);

export const cylinderJacket: Measure = {
  id: 'cylinder-jacket', title: 'Hot Water Cylinder Jacket', stage: 'hot_water', installationType: 'insulation', priority: 'medium', comfort: false,
  icon: 'droplet', image: 'cylinder-jacket.jpg',
  description: 'Fit an 80 mm insulating jacket to a poorly insulated hot water cylinder.',
  learnMore: 'A bare or thinly lagged cylinder loses heat all day. A British Standard jacket (at least 80 mm) costs little and fits in minutes; the airing cupboard will be cooler.',
  sources: [EPC_COSTS, 'SAP 2012 table 2 cylinder loss factors: 25 mm factory foam 0.005 + 0.55/(25 + 4) = 0.024 kWh/l/day, the same as an 80 mm jacket 0.005 + 1.76/(80 + 12.8)'],
  costYear: 2019,
  lifetime: LIFETIMES.cylinderJacket,
  // SAP table 2: 25 mm of factory foam, usual on cylinders since the 1980s, already loses as little as
  // an 80 mm jacket, so the thin loose jacket the model assumes by default would sell a saving most homes
  // cannot make. Only a cylinder stated to be bare or thinly lagged is offered a jacket.
  offered: (profile) => profile.fabric?.cylinderInsulation !== undefined,
  applies: (home) => home.hasCylinder && home.cylinderInsulation !== 'good',
  apply: (home) => ({ ...home, cylinderInsulation: 'good' }),
  cost: () => range(15, 30),
};

export const pipeInsulation: Measure = {
  id: 'hot-water-pipe-insulation', title: 'Hot Water Pipe Insulation', stage: 'hot_water', installationType: 'insulation', priority: 'low', comfort: false,
  icon: 'droplet', image: 'pipe-insulation.jpg',
  description: 'Lag the exposed pipes between the boiler and the hot water cylinder.',
  learnMore: 'Foam pipe lagging stops the primary pipes losing heat every time the boiler heats the cylinder. It is a simple DIY job.',
  sources: ['Energy Saving Trust savings figures, about 2017-19 (£10 a year)', 'SAP 2012 table 3 primary circuit losses', 'Warmwise estimate: £10-30 of lagging'],
  costYear: 2025,
  lifetime: LIFETIMES.pipeInsulation,
  applies: (home) => home.hasCylinder && !home.pipesInsulated && home.heating !== 'storage_heaters' && home.heating !== 'direct_electric',
  apply: (home) => ({ ...home, pipesInsulated: true }),
  cost: () => range(10, 30),
};

export const heatingControls: Measure = {
  id: 'heating-controls', title: 'Heating Controls Upgrade', stage: 'heating', installationType: 'heating', priority: 'high', comfort: false,
  icon: 'thermometer', image: 'heating-controls.jpg',
  description: 'Add a programmer, room thermostat and thermostatic radiator valves (TRVs).',
  learnMore: 'Good controls heat rooms only when and as much as needed. A room thermostat also lets the boiler switch off fully when the house is warm.',
  sources: [EPC_COSTS, 'Energy Saving Trust savings figures, 2014 update (£70-150 a year, 3-bed semi)', 'SAP table 4e control adjustments'],
  costYear: 2019,
  lifetime: LIFETIMES.heatingControls,
  // Wet systems: a boiler, a heat network's radiators or a heat pump's (solid-fuel room heaters have no such set).
  applies: (home) => home.controls !== 'full' && (isFuelBoiler(home.heating) || home.heating === 'heat_network' || home.heating === 'heat_pump'),
  apply: (home) => ({ ...home, controls: 'full' }),
  // EPC register: room thermostat £350-450; TRVs add about £20-40 a radiator (estimate).
  cost: (home) => range(350, 450 + 20 * Math.max(6, Math.round(home.floorArea / 12))),
};

export const airSourceHeatPump: Measure = {
  id: 'air-source-heat-pump', title: 'Air Source Heat Pump', stage: 'heating', installationType: 'heating', priority: 'medium', comfort: false,
  icon: 'zap', image: 'air-source-heat-pump.jpg',
  description: 'Replace fossil-fuel or direct electric heating with an air source heat pump and hot water cylinder.',
  learnMore: 'A heat pump moves heat from outside air into the home, giving about 2.8 units of heat per unit of electricity in real UK homes (Electrification of Heat trial median). In England and Wales the Boiler Upgrade Scheme gives owners and private landlords £7,500, which the installer claims; in Scotland the Home Energy Scotland grant gives homeowners £7,500 (£9,000 in rural areas), with an optional interest-free loan; Northern Ireland has no heat-pump grant. The cost shown takes a grant off only where the Grants tab finds it likely for your home. Gas standing charges end if the gas supply is capped.',
  sources: [HEAT_PUMP_COST_SOURCE, 'gov.uk Boiler Upgrade Scheme: £7,500 for an air source heat pump, England and Wales (since 23 October 2023)', 'Home Energy Scotland Grant and Loan: £7,500 grant for a heat pump (since 2 December 2022)', 'Electrification of Heat trial: median SPF 2.78'],
  costYear: 2025,
  lifetime: LIFETIMES.heatPump,
  // Against a condensing gas boiler at capped prices (electricity about four times gas) a heat pump costs
  // more to run, so it is only suggested to gas homes whose visitor puts the environment first; homes on
  // oil, LPG, solid fuel or electric resistance heating save money. Off the gas grid a boiler is only ever
  // replaced by a newer one of its own fuel or by a heat pump, never by a gas boiler.
  applies: (home, priority) => {
    if (home.builtForm === 'flat') return false;
    if (home.heating === 'gas_boiler') return priority === 'environmental_benefit';
    return COSTLIER_THAN_A_HEAT_PUMP.has(home.heating);
  },
  apply: (home) => ({ ...home, heating: 'heat_pump', controls: 'full', hasCylinder: true, cylinderInsulation: 'good', pipesInsulated: true }),
  // Before any grant: the plan takes off the grant the grants engine finds likely for the saved home (heat-pump/grant-cost.ts).
  cost: (home, geo) => {
    const { min, max } = heatPumpCostBeforeGrant(home, geo);
    return range(min, max);
  },
};

/** One heater per habitable room: bedrooms and a living room, and a second reception room and the hall in a house (estimate). */
const heatedRooms = (home: Parameters<Measure['apply']>[0]) => home.bedrooms + (home.builtForm === 'flat' ? 1 : 3);

export const highHeatRetentionStorageHeaters: Measure = {
  id: 'high-heat-retention-storage-heaters', title: 'High Heat Retention Storage Heaters', stage: 'heating', installationType: 'heating', priority: 'medium', comfort: false,
  icon: 'thermometer', image: 'storage-heaters.jpg',
  description: 'Replace old storage or room heaters with modern storage heaters that charge overnight on Economy 7 and stay warm into the evening.',
  learnMore: 'Older storage heaters release much of their charge by the afternoon, so evenings are cold and a room heater on the day rate fills the gap. Modern ones are insulated to keep most of their charge for the evening and have their own room thermostat and timer; the charge follows the weather forecast. Homes with room heaters move to Economy 7 or a similar two-rate tariff with them.',
  sources: [
    'SAP Table 4e (electric storage systems): automatic charge control +0.4 K, high heat retention storage heater controls 0 K',
    'Warmwise estimate: 95% of a high heat retention heater\'s electricity at the night rate, against 90% for older heaters',
    'Warmwise estimate (2026): £700-1,100 per heater installed, one per heated room',
  ],
  costYear: 2026,
  lifetime: LIFETIMES.storageHeaters,
  applies: (home) => (home.heating === 'storage_heaters' && !home.storageHhr) || home.heating === 'direct_electric',
  apply: (home) => ({ ...home, heating: 'storage_heaters', storageHhr: true }),
  cost: (home) => range(700 * heatedRooms(home), 1100 * heatedRooms(home)),
};

/** Room heaters on the full price with less than a programmer and room thermostats of their own. */
const lacksRoomHeaterControls = (home: Parameters<Measure['apply']>[0]) => home.heating === 'direct_electric' && home.controls !== 'full';

export const electricHeatingControls: Measure = {
  id: 'electric-heating-controls', title: 'Electric Heater Controls', stage: 'heating', installationType: 'heating', priority: 'medium', comfort: false,
  icon: 'thermometer', image: 'heating-controls.jpg',
  description: 'Keep your electric heaters and give them controls: automatic charge control for storage heaters set by hand, or a programmer and room thermostat for panel and room heaters.',
  learnMore: 'Storage heaters set by hand charge just as much on a mild night as on a cold one. Automatic charge control reads the room (and often the forecast) and charges only what the next day needs. Room heaters without a timer or thermostat run until someone turns them off; a programmable thermostat on each heats the room only when and as much as needed. Both are small jobs for an electrician and keep the heaters you have.',
  sources: [
    'SAP Table 4e (electric storage systems): manual charge control +0.7 K, automatic or Celect-type charge control +0.4 K; direct electric heating without a programmer and room thermostat heats more of the day',
    'Warmwise estimate (2026): £120-250 per storage heater for automatic charge control, £60-150 per room heater for a programmable thermostat, one heater per heated room',
  ],
  costYear: 2026,
  lifetime: LIFETIMES.heatingControls,
  // After the heating decision in plan order: new storage heaters or a heat pump come with their own
  // controls, so this is what a home that keeps its heaters can still do.
  applies: (home) => hasManualChargeControl(home) || lacksRoomHeaterControls(home),
  apply: (home) => ({ ...home, controls: 'full' }),
  cost: (home) => home.heating === 'storage_heaters'
    ? range(120 * heatedRooms(home), 250 * heatedRooms(home))
    : range(60 * heatedRooms(home), 150 * heatedRooms(home)),
};

export const condensingBoiler: Measure = {
  id: 'condensing-boiler', title: 'Condensing Boiler Replacement', stage: 'heating', installationType: 'heating', priority: 'high', comfort: false,
  icon: 'flame', image: 'condensing-boiler.jpg',
  description: 'Replace an old non-condensing boiler with an A-rated condensing boiler burning the same fuel.',
  learnMore: 'Condensing boilers recover heat from their flue gases: a new A-rated one runs at about 88% seasonal efficiency, against about 70% for a non-condensing boiler over 20 years old. Ask the installer to set the flow temperature low (about 55 °C) so it condenses most of the time.',
  sources: ['Energy Saving Trust savings figures, 2014 update (D→A £160, E→A £190 with controls, 3-bed semi)', 'Seasonal efficiency: a non-condensing boiler over 20 years old 70% (between SAP Table 4b\'s 74% from 1998 and 66% before), a new A-rated condensing boiler 88% (estimate from ErP 92-94% net)', 'Warmwise estimate: £2,000-3,500 installed'],
  costYear: 2025,
  lifetime: LIFETIMES.boiler,
  // Condensing boilers have been required since 2005 (gas) and 2007 (oil): a non-condensing one is past
  // the 12-15 years a boiler lasts, so its replacement is due whatever it saves.
  replacesWornOut: true,
  applies: (home) => isFuelBoiler(home.heating) && !home.boilerCondensing,
  apply: (home) => ({ ...home, boilerCondensing: true, boilerNew: true }),
  cost: () => range(2000, 3500),
};
