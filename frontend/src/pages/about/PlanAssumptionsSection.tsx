import { useQuery } from '@apollo/client/react';
import { Box, Button, Collapsible, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import type { AboutModelAssumptionsQuery } from '../../gql/graphql';
import { BulletList } from '../static/BulletList';
import { StaticSection } from '../static/StaticSection';
import { modelAssumptionsQuery } from './modelAssumptions.query';
import { PLAN_ASSUMPTIONS_ANCHOR } from './planAssumptionsLink';


type Assumptions = AboutModelAssumptionsQuery['modelAssumptions'];

const pence = (value: number) => `${value}p`;
const longDate = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * How a plan's figures are worked out. The numbers come from the energy model itself, so this page
 * says what plans really use even after prices change.
 */
export function PlanAssumptionsSection() {
  const { data, loading, error, refetch } = useQuery(modelAssumptionsQuery);
  return (
    // The wrapper carries the anchor: the section keeps its heading-named region.
    <Box id={PLAN_ASSUMPTIONS_ANCHOR} scrollMarginTop="24">
      <StaticSection title="How we calculate your plan">
        <Text>
          Every figure in a plan is an estimate. We model your home from the details you give us and its energy performance
          certificate (EPC), using typical UK homes as a guide. The simple payback of a measure is its cost divided by what it
          saves each year.
        </Text>
        {data ? (
          <AssumptionFigures assumptions={data.modelAssumptions} />
        ) : loading ? (
          <Stack direction="row" align="center" gap="2" role="status">
            <Spinner size="sm" />
            <Text>Loading the prices and figures our plans use...</Text>
          </Stack>
        ) : error ? (
          <Stack gap="2" align="flex-start" role="alert">
            <Text>We could not load the prices and figures our plans use just now. Check your connection and try again.</Text>
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          </Stack>
        ) : null}
      </StaticSection>
    </Box>
  );
}

function AssumptionFigures({ assumptions }: { assumptions: Assumptions }) {
  const { prices, emissionFactors } = assumptions;
  return (
    <>
      <Text>
        {`For plans made today, we use these figures (${assumptions.pricesLabel}: from ${longDate(assumptions.pricesValidFrom)}${assumptions.pricesValidTo ? ` to ${longDate(assumptions.pricesValidTo)}` : ''}, including VAT):`}
      </Text>
      <BulletList
        items={[
          `Electricity costs ${pence(prices.electricityPencePerKwh)} per kWh, plus a standing charge of ${pence(prices.electricityStandingPencePerDay)} a day.`,
          `Gas costs ${pence(prices.gasPencePerKwh)} per kWh, plus a standing charge of ${pence(prices.gasStandingPencePerDay)} a day.`,
          `Each kWh of electricity produces ${emissionFactors.electricityKgPerKwh} kg of CO2, and each kWh of gas ${emissionFactors.gasKgPerKwh} kg.`,
          'Savings are worked out one measure at a time, in the order your plan lists them, so they are not counted twice.',
        ]}
      />
      <Text>
        Your actual costs and savings depend on your home, your installer and how you use energy. A home survey checks each
        measure against your home.
      </Text>
      <Collapsible.Root>
        <Collapsible.Trigger asChild>
          <Button variant="plain" px="0" color="brand.fg" textDecoration="underline">
            Show the technical detail <LuChevronDown aria-hidden="true" />
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Stack gap="3" pt="2" fontSize="sm">
            <Text>
              Energy model {assumptions.modelVersion}, price table {assumptions.priceTableId}.
            </Text>
            <BulletList items={[...assumptions.assumptions, ...assumptions.priceSources.map((source) => `Prices: ${source}.`), ...assumptions.priceEstimates.map((estimate) => `Estimated: ${estimate}.`)]} />
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    </>
  );
}
