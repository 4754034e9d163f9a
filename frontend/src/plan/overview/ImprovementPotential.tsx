import { Card, Heading, SimpleGrid, Stat } from '@chakra-ui/react';
import { headlineFigures, type PlanHeadlineFigures } from '@warmwise/common';
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

/** The whole plan's effect in four figures, worded from the plan (see `ImprovementPotentialCard`). */
export function ImprovementPotential({ plan }: { plan: ImprovementPotential_PlanFragment }) {
  return <ImprovementPotentialCard figures={headlineFigures(plan)} />;
}

/**
 * The whole plan's effect in four figures (docs/product.md, "The plan and its cards"), from their
 * words alone: the plan screen draws them from the figures the server wrote into a reloaded page
 * before its plan has been read. Each figure carries its unit as well as the label: a bare "686"
 * read on its own (or by a screen reader after moving between tiles) says nothing.
 */
export function ImprovementPotentialCard({ figures }: { figures: PlanHeadlineFigures }) {
  const tiles: ReadonlyArray<[label: string, value: string, note?: string]> = [
    ['Estimated Annual Savings (£)', figures.savings],
    ['EPC Rating Improvement', figures.rating],
    ['Property Value Increase', figures.valueIncrease, PROPERTY_VALUE_CAVEAT],
    ['CO2 Reduction/Year (kg)', figures.co2],
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
