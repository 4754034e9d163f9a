import { Random } from './prng.js';
import {
  AGE_BAND_ORDER, AGE_BANDS, AGE_FACTORS, BUILT_FORMS, FLOOR_AREA_BY_FORM, FLOOR_AREA_MEDIAN, HEATING,
  heatingWeights, PROPERTY_TYPES_BY_AREA, type AgeBand, type HeatingSystem, type PropertyType,
} from './distributions.js';
import type { AreaCharacter } from './sample-postcodes.js';

/** Where a generated home stands: its postcode and what the bulk file says of the area. */
export interface Area {
  postcode: string;
  town: string;
  localAuthority: string;
  localAuthorityLabel: string;
  constituencyLabel: string;
  character: AreaCharacter;
  street: string;
}

/** A home's lasting facts; each of its certificates is drawn from these. */
export interface Home {
  area: Area;
  address1: string;
  address2: string;
  uprn: string;
  buildingReference: string;
  propertyType: PropertyType;
  builtForm: string;
  ageBand: AgeBand;
  floorArea: number;
  habitableRooms: number;
  heating: HeatingSystem;
  controls: string;
  floorLevel: string;
  topStorey: boolean;
  walls: { text: string; sap: number; score: number };
  roof: { text: string; sap: number; score: number };
  floor: { text: string; score: number };
  windows: { text: string; glazedType: string; proportion: number; sap: number; score: number };
  photoSupply: number;
  solarWater: boolean;
  /** SAP efficiency on its newest certificate. */
  sap: number;
}

const FLATS_PER_BUILDING = 8;

export function generateHome(random: Random, area: Area, indexInArea: number, homeNumber: number): Home {
  const propertyType = random.weighted(PROPERTY_TYPES_BY_AREA[area.character]);
  const builtForm = random.weighted(BUILT_FORMS[propertyType]);
  const factors = { ...AGE_FACTORS[builtForm], ...AGE_FACTORS[propertyType] };
  const ageBand = random.weighted(
    Object.fromEntries(AGE_BAND_ORDER.map((band) => [band, AGE_BANDS[band].weight * (factors[band] ?? 1)])) as Record<AgeBand, number>,
  );
  const isFlat = propertyType === 'Flat' || propertyType === 'Maisonette';
  const floorArea = round1(
    FLOOR_AREA_MEDIAN[propertyType] * (propertyType === 'House' ? (FLOOR_AREA_BY_FORM[builtForm] ?? 1) : 1) * Math.exp(random.normal(0, 0.25)),
  );
  const heating = HEATING[random.weighted(heatingWeights(propertyType, area.character, ageBand))];
  const ageIndex = AGE_BAND_ORDER.indexOf(ageBand);
  const storey = isFlat ? random.int(0, 5) : 0;
  const topStorey = isFlat && random.chance(0.3);
  const walls = wallsOf(random, ageIndex, builtForm);
  const roof = isFlat && !topStorey ? { text: '(another dwelling above)', sap: 2, score: 0.6 } : roofOf(random, ageIndex);
  const floor = isFlat && storey > 0 ? { text: '(another dwelling below)', score: 0.6 } : floorOf(random, ageIndex);
  const windows = windowsOf(random, ageIndex);
  const formSap = isFlat ? 5 : builtForm === 'Mid-Terrace' ? 3 : builtForm === 'Detached' ? -4 : propertyType === 'Bungalow' ? -2 : 0;
  const photoSupply = !isFlat && random.chance(0.05) ? random.int(10, 60) : 0;
  const sap = AGE_BANDS[ageBand].sap + heating.sap + formSap + walls.sap + roof.sap + windows.sap + photoSupply / 8 + random.normal(0, 6);

  const address1 = isFlat ? `Flat ${(indexInArea % FLATS_PER_BUILDING) + 1}` : `${homeNumber}`;
  const street = isFlat ? `${Math.floor(indexInArea / FLATS_PER_BUILDING) * 2 + 1} ${area.street}` : area.street;
  return {
    area,
    address1: isFlat ? address1 : `${address1} ${street}`,
    address2: isFlat ? street : '',
    uprn: '',
    buildingReference: '',
    propertyType,
    builtForm,
    ageBand,
    floorArea,
    habitableRooms: Math.max(1, Math.round(floorArea / 22 + random.normal(0, 0.7))),
    heating,
    controls: random.pick(heating.controls),
    floorLevel: isFlat ? (topStorey ? 'top floor' : ['Ground', '1st', '2nd', '3rd', 'mid floor', 'mid floor'][storey]) : '',
    topStorey,
    walls,
    roof,
    floor,
    windows,
    photoSupply,
    solarWater: random.chance(0.01),
    sap: Math.max(1, Math.min(100, Math.round(sap))),
  };
}

function wallsOf(random: Random, ageIndex: number, builtForm: string) {
  if (ageIndex <= 1) {
    if (random.chance(0.12)) return { text: 'Solid brick, with internal insulation', sap: 4, score: 0.6 };
    if (random.chance(0.1)) return { text: 'Sandstone or limestone, as built, no insulation (assumed)', sap: -1, score: 0.15 };
    return { text: 'Solid brick, as built, no insulation (assumed)', sap: 0, score: 0.15 };
  }
  if (ageIndex <= 4) {
    if (ageIndex >= 3 && builtForm.includes('Terrace') && random.chance(0.08)) {
      return { text: 'System built, as built, no insulation (assumed)', sap: -2, score: 0.2 };
    }
    return random.chance(0.65)
      ? { text: 'Cavity wall, filled cavity', sap: 4, score: 0.6 }
      : { text: 'Cavity wall, as built, no insulation (assumed)', sap: 0, score: 0.3 };
  }
  if (ageIndex <= 7) return { text: 'Cavity wall, as built, partial insulation (assumed)', sap: 2, score: 0.5 };
  if (ageIndex >= 9 && random.chance(0.15)) return { text: 'Timber frame, as built, insulated (assumed)', sap: 4, score: 0.8 };
  return { text: 'Cavity wall, as built, insulated (assumed)', sap: 3, score: 0.75 };
}

function roofOf(random: Random, ageIndex: number) {
  if (ageIndex === 11) return { text: 'Average thermal transmittance 0.13 W/m²K', sap: 4, score: 0.9 };
  if (random.chance(0.07)) return { text: 'Flat, limited insulation (assumed)', sap: -3, score: 0.2 };
  if (ageIndex <= 1 && random.chance(0.1)) return { text: 'Roof room(s), insulated (assumed)', sap: 0, score: 0.5 };
  const mm = random.weighted({ '0': ageIndex <= 3 ? 6 : 1, '50': 6, '100': 14, '150': 14, '200': 16, '270': 34, '300': 10 });
  if (mm === '0') return { text: 'Pitched, no insulation (assumed)', sap: -5, score: 0.05 };
  const depth = Number(mm);
  return { text: `Pitched, ${mm} mm loft insulation`, sap: depth >= 250 ? 3 : depth >= 150 ? 1 : -2, score: Math.min(0.9, depth / 300) };
}

function floorOf(random: Random, ageIndex: number) {
  if (ageIndex === 11) return { text: 'Average thermal transmittance 0.18 W/m²K', score: 0.8 };
  if (ageIndex <= 1) return random.chance(0.7) ? { text: 'Suspended, no insulation (assumed)', score: 0.2 } : { text: 'Solid, no insulation (assumed)', score: 0.2 };
  if (ageIndex <= 7) return { text: 'Solid, no insulation (assumed)', score: 0.3 };
  return { text: 'Solid, insulated (assumed)', score: 0.6 };
}

function windowsOf(random: Random, ageIndex: number) {
  if (ageIndex >= 10 && random.chance(0.1)) {
    return { text: 'Fully triple glazed', glazedType: 'triple glazing', proportion: 100, sap: 2, score: 0.9 };
  }
  const roll = random.next();
  const single = ageIndex <= 2 ? 0.08 : 0.02;
  if (roll < single) return { text: 'Single glazed', glazedType: 'single glazing', proportion: 0, sap: -4, score: 0.05 };
  if (roll < single + 0.06) {
    return { text: 'Partial double glazing', glazedType: 'double glazing installed before 2002', proportion: random.int(20, 60), sap: -2, score: 0.3 };
  }
  if (roll < single + 0.16) {
    return { text: 'Mostly double glazed', glazedType: 'double glazing installed during or after 2002', proportion: random.int(70, 95), sap: 0, score: 0.5 };
  }
  const glazedType = random.weighted({
    'double glazing installed during or after 2002': 55,
    'double glazing installed before 2002': 30,
    'double glazing, unknown install date': 15,
  });
  return { text: 'Fully double glazed', glazedType, proportion: 100, sap: 1, score: 0.65 };
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
