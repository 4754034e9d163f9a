import type { Nation } from '@warmwise/common';
import { HEAT_PUMP_GRANT_GBP } from '../../src/energy-model/measures/heating.js';
import { schemesIn } from '../../src/grants/grants-engine.js';
import { CATALOGUE_FACTS } from '../../src/grants/rules/catalogue-facts.js';
import { NATION_SCHEMES } from '../../src/grants/rules/nation-schemes.js';

const FACTS = [...CATALOGUE_FACTS, ...NATION_SCHEMES.map((own) => own.facts)];

/** The heat-pump grant of the open schemes that run in a nation, by the grants' dated table. */
const grantIn = (nation: Nation) => {
  const open = new Set(schemesIn(nation).filter((scheme) => scheme.endedOn === null).map((scheme) => scheme.id));
  const grants = FACTS.filter((facts) => open.has(facts.id) && facts.heatPumpGrantGbp !== undefined);
  return { schemes: grants.map((facts) => facts.id), gbp: grants[0]?.heatPumpGrantGbp ?? 0 };
};

describe("the heat-pump card's grant", () => {
  it.each([
    ['England', ['boiler-upgrade-scheme'], 7500],
    ['Wales', ['boiler-upgrade-scheme'], 7500],
    ['Scotland', ['home-energy-scotland-grant-loan'], 7500],
    ['Northern Ireland', [], 0],
  ] as const)('in %s is the grant the home can get there (%j), the one figure the grants table states', (nation, schemes, gbp) => {
    expect(grantIn(nation)).toEqual({ schemes, gbp });
    expect(HEAT_PUMP_GRANT_GBP[nation]).toBe(gbp);
  });
});
