import { Box, Button, Collapsible, Link, List, Text } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../gql';
import { PLAN_ASSUMPTIONS_PATH } from '../pages/about/planAssumptionsLink';
import type { SourcesFootnote_PlanFragment } from '../gql/graphql';

/**
 * @public graphql-codegen reads it; the queries that spread the fragment use it by name, not by import.
 */
export const sourcesFootnoteFragment = graphql(`
  fragment SourcesFootnote_plan on PlanFigures {
    assumptions
    modelVersion
    priceTableId
    prices
    pricesMayBeOutOfDate
  }
`);

/**
 * 'Sources & Assumptions'. Honest numbers are the product: the footnote says in plain words that the
 * figures are estimates; the model and price table they came from are named only in the detail.
 */
export function SourcesFootnote({ plan }: { plan: SourcesFootnote_PlanFragment }) {
  return (
    <Box as="section" aria-labelledby="sources-title" fontSize="sm" color="fg.muted" borderTopWidth="1px" pt="4">
      <Text as="h2" id="sources-title" fontWeight="semibold" color="fg">
        Sources & Assumptions
      </Text>
      <Text mt="1">
        Every figure in this plan is an estimate from our energy model, based on typical UK
        homes and the energy prices below. Your actual costs and savings will depend on your home, your installer and how you
        use energy.{' '}
        <Link asChild colorPalette="brand" variant="underline">
          <RouterLink to={PLAN_ASSUMPTIONS_PATH}>How we calculate your plan</RouterLink>
        </Link>
      </Text>
      {plan.prices && <Text mt="2">{`${plan.prices}.`}</Text>}
      {plan.pricesMayBeOutOfDate && (
        <Text mt="1" color="fg">
          These prices may be out of date: newer prices than the quarter named above are not loaded yet.
        </Text>
      )}
      {plan.assumptions.length > 0 && (
        <Collapsible.Root mt="2">
          <Collapsible.Trigger asChild>
            <Button variant="plain" size="sm" px="0" color="fg.muted">
              {`Show the ${plan.assumptions.length} assumptions behind these figures`} <LuChevronDown aria-hidden="true" />
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content data-print="hide">
            <Assumptions plan={plan} />
          </Collapsible.Content>
        </Collapsible.Root>
      )}
      {plan.assumptions.length > 0 && (
        <Box display="none" _print={{ display: 'block' }} mt="2">
          <Text fontWeight="semibold">The assumptions behind these figures</Text>
          <Assumptions plan={plan} />
        </Box>
      )}
    </Box>
  );
}

/** The assumptions and the model behind the figures: folded on the screen, always on paper. */
function Assumptions({ plan }: { plan: SourcesFootnote_PlanFragment }) {
  return (
    <>
      <List.Root as="ul" ps="5" gap="1">
        {plan.assumptions.map((assumption) => (
          <List.Item key={assumption}>{assumption}</List.Item>
        ))}
      </List.Root>
      {plan.modelVersion && <Text mt="1">{`Energy model ${plan.modelVersion}${plan.priceTableId ? `, price table ${plan.priceTableId}` : ''}.`}</Text>}
    </>
  );
}
