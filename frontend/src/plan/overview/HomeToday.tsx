import { Card, Heading, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { formatCount } from '@warmwise/common';
import { graphql } from '../../gql';
import type { HomeToday_BaselineFragment } from '../../gql/graphql';

/**
 * On the baseline, not the plan: the plan's own selection already carries as many `__typename`s
 * (one per fragment) as the API allows in one place. The assumptions it reads are the plan's, which
 * the sources footnote's fragment selects.
 * @public graphql-codegen reads it; the queries that spread the fragment use it by name, not by import.
 */
export const homeTodayFragment = graphql(`
  fragment HomeToday_baseline on PlanBaseline {
    annualKwh {
      gas
      electricity
      oil
      lpg
      solid
      heatNetwork
    }
    annualBill
  }
`);

type Baseline = HomeToday_BaselineFragment;

const FUELS: ReadonlyArray<[key: keyof Baseline['annualKwh'], label: string]> = [
  ['gas', 'Gas (kWh a year)'],
  ['electricity', 'Electricity (kWh a year)'],
  ['oil', 'Heating oil (kWh a year)'],
  ['lpg', 'LPG (kWh a year)'],
  ['solid', 'Coal and wood (kWh a year)'],
  ['heatNetwork', 'Heat network (kWh a year)'],
];

/** What a plan says when the householder did not know what their 'Other' heating burns. */
const FUEL_NOT_KNOWN = 'Fuel not known';
const OFF_GAS_FUELS: ReadonlySet<keyof Baseline['annualKwh']> = new Set(['lpg', 'solid']);

/**
 * Where the plan starts: the energy the home uses today and what it costs, so every saving below
 * can be read against it. Said plainly whether it comes from the household's bills or the model, and,
 * when the heating's fuel is not known, that the heating figure stands in for it, with the range.
 * Each figure carries its unit, like the Improvement Potential tiles: a bare number says nothing.
 */
export function HomeToday({ plan }: { plan: { baseline: Baseline | null; assumptions: readonly string[] } }) {
  // The copy kept in the browser while the server answers does not hold the baseline.
  if (!plan.baseline) return null;
  const { annualKwh, annualBill } = plan.baseline;
  const fromBills = plan.assumptions.some((line) => line.startsWith('Fitted to your bills'));
  const fuelNotKnown = plan.assumptions.find((line) => line.startsWith(FUEL_NOT_KNOWN));
  const labelOf = (key: keyof Baseline['annualKwh'], label: string) => (fuelNotKnown && OFF_GAS_FUELS.has(key) ? 'Heating fuel, not known (kWh a year)' : label);
  const tiles = FUELS.filter(([key]) => annualKwh[key] > 0).map(([key, label]) => [labelOf(key, label), `${formatCount(annualKwh[key])} kWh`] as const);
  return (
    <Card.Root as="section" aria-labelledby="home-today-title">
      <Card.Header>
        <Heading as="h2" size="lg" id="home-today-title">
          Your Home Today
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {fromBills ? 'From the yearly use you gave us, at today’s prices.' : 'Estimated for a home like yours. Add your yearly use from your bills to your home details for figures closer to your home.'}
        </Text>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          {tiles.map(([label, value]) => (
            <Stat.Root key={label} borderWidth="1px" rounded="md" p="4">
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText>{value}</Stat.ValueText>
            </Stat.Root>
          ))}
          <Stat.Root borderWidth="1px" rounded="md" p="4">
            <Stat.Label>Energy bill (£ a year)</Stat.Label>
            <Stat.ValueText>£{formatCount(annualBill)}</Stat.ValueText>
          </Stat.Root>
        </SimpleGrid>
        {fuelNotKnown && (
          <Text mt="4" textStyle="sm">
            {fuelNotKnown}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
