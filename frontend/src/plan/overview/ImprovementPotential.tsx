import { Card, Heading, SimpleGrid, Stat } from '@chakra-ui/react';
import { formatCount, formatRatingChange, formatValueIncrease } from '@warmwise/common';
import { graphql } from '../../gql';
import type { ImprovementPotential_PlanFragment } from '../../gql/graphql';

/**
 * @public graphql-codegen reads it; the queries that spread the fragment use it by name, not by import.
 */
export const improvementPotentialFragment = graphql(`
  fragment ImprovementPotential_plan on PlanFigures {
    potentialSavings
    co2Reduction
    propertyValueIncrease
    epcImprovement
    currentEpcRating
    potentialEpcRating
    currentEnergyEfficiency
    potentialEnergyEfficiency
  }
`);

/** Said on the tile itself, not in a footnote: the figure comes from sales across the market. */
const PROPERTY_VALUE_CAVEAT = 'Market association from sales data, not a valuation';

/** The browser reports when the figures first paint (Element Timing): how time to plan is measured. */
const FIGURES_PAINTED = 'plan-figures';

/**
 * The whole plan's effect in four figures (docs/product.md, "The plan and its cards"). Each figure
 * carries its unit as well as the label: a bare "686" read on its own (or by a screen reader after
 * moving between tiles) says nothing.
 */
export function ImprovementPotential({ plan }: { plan: ImprovementPotential_PlanFragment }) {
  const tiles: ReadonlyArray<[label: string, value: string, note?: string]> = [
    ['Estimated Annual Savings (£)', `£${formatCount(plan.potentialSavings)}`],
    ['EPC Rating Improvement', ratingChange(plan)],
    ['Property Value Increase', formatValueIncrease(plan.propertyValueIncrease), PROPERTY_VALUE_CAVEAT],
    ['CO2 Reduction/Year (kg)', `${formatCount(plan.co2Reduction)} kg`],
  ];
  return (
    <Card.Root as="section" aria-labelledby="improvement-potential-title">
      <Card.Header>
        <Heading as="h2" size="lg" id="improvement-potential-title">
          Improvement Potential
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          {tiles.map(([label, value, note]) => (
            <Stat.Root key={label} borderWidth="1px" rounded="md" p="4" bg="brand.subtle">
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText>
                {/* A plain span: Chakra drops attributes it does not know, and this one must reach the DOM. */}
                <span elementtiming={FIGURES_PAINTED}>{value}</span>
              </Stat.ValueText>
              {note ? <Stat.HelpText as="dd">{note}</Stat.HelpText> : null}
            </Stat.Root>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/** 'C (69) → B (81)', or 'Stays D (64 → 67)' when the plan does not move the band. */
const ratingChange = (plan: ImprovementPotential_PlanFragment): string =>
  formatRatingChange(
    { band: plan.currentEpcRating, score: plan.currentEnergyEfficiency },
    { band: plan.potentialEpcRating, score: plan.potentialEnergyEfficiency },
  );
