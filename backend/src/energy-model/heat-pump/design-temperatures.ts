import { postcodeArea } from '../climate-postcodes.js';

/**
 * External design temperatures for sizing heating, °C: CIBSE Guide A's 99.6% winter figure for the
 * weather station each postcode area is assigned to, as the MCS Heat Pump Calculator (version 1.10)
 * tabulates them ("Post Code Degree Days"). An installer's MCS heat-loss survey starts from the same
 * figure, so our kW can be compared with theirs. Rows: station, °C, postcode areas.
 */
const STATIONS: ReadonlyArray<readonly [string, number, string]> = [
  ['Dyce', -4.2, 'AB IV'],
  ['Heathrow', -2.0, 'AL BR CM CO CR DA E EC EN HA IG KT ME N NW RG RM SE SL SM SS SW TW UB W WC WD'],
  ['Birmingham', -3.3, 'B CV DE DY LE WR WS WV'],
  ['Yeovilton', -2.5, 'BA BS TA'],
  ['Squires Gate', -3.1, 'BB BL FY LA PR WN'],
  ['Leeds', -3.6, 'BD HD HG HX LS WF YO'],
  ['Hurn', -1.7, 'BH DT'],
  ['Gatwick', -2.0, 'BN GU RH TN'],
  ['Aldergrove', -3.5, 'BT'],
  ['Carlisle', -3.2, 'CA TD'],
  ['Cambridge', -2.9, 'CB'],
  ['Rhoose', -2.5, 'CF NP'],
  ['Hawarden', -2.6, 'CH CW L WA'],
  ['Manston', -1.7, 'CT'],
  ['Leuchars', -3.5, 'DD KY PH'],
  ['West Freugh', -3.3, 'DG G KA PA'],
  ['Durham', -3.3, 'DH DL NE SR TS'],
  ['Finningley', -2.9, 'DN'],
  ['Turnhouse', -3.2, 'EH FK ML'],
  ['Exeter', -2.3, 'EX TQ'],
  ['Staverton', -2.8, 'GL SN'],
  ['Cranfield', -2.4, 'HP LU MK NN SG'],
  ['Shawbury', -2.9, 'HR LD SY TF'],
  ['Stornoway', -1.9, 'HS'],
  ['Brough', -2.2, 'HU'],
  ['Wattisham', -2.3, 'IP'],
  ['Wick', -3.6, 'KW'],
  ['Valley', -2.6, 'LL'],
  ['Cranwell', -2.7, 'LN PE'],
  ['Ringway', -3.1, 'M OL SK ST'],
  ['Watnall', -2.9, 'NG'],
  ['Norwich', -2.7, 'NR'],
  ['Benson', -2.8, 'OX SP'],
  ['Plymouth', -2.2, 'PL'],
  ['Thorney Island', -1.8, 'PO SO'],
  ['Sheffield', -3.2, 'S'],
  ['Aberporth', -2.3, 'SA'],
  ['Camborne', -1.6, 'TR'],
  ['Lerwick', -1.2, 'ZE'],
];

/** The table's median, for a home whose postcode is unknown. */
const UNKNOWN_DESIGN_TEMPERATURE_C = -2.7;

const BY_AREA: ReadonlyMap<string, { station: string; temperatureC: number }> = new Map(
  STATIONS.flatMap(([station, temperatureC, areas]) => areas.split(' ').map((area) => [area, { station, temperatureC }] as const)),
);

export interface DesignTemperature {
  temperatureC: number;
  /** The weather station the figure is for, or null when the postcode is unknown. */
  station: string | null;
}

export function designTemperatureFor(postcode: string | null | undefined): DesignTemperature {
  const area = postcode ? postcodeArea(postcode) : null;
  const row = area ? BY_AREA.get(area) : undefined;
  return row ? { temperatureC: row.temperatureC, station: row.station } : { temperatureC: UNKNOWN_DESIGN_TEMPERATURE_C, station: null };
}
