import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql } from '../../gql';
import type { RouteToBand_RouteFragment } from '../../gql/graphql';
import { FigureRows } from '../heat-pump/FigureRows';
import { poundsRange, rated } from '../ratingWords';
import { measureSaving, poundsAYear } from '../steps/stepFigures';
import { costAgainstCap, pointsAdded } from './standardWords';

/**
 * Without the route's totals, which are its measures' sums: the Home profile save selects the whole
 * plan within the API's cost limit (a mutation selects at most 251 fields, `__typename` included).
 * @public graphql-codegen reads it; the queries that spread the fragment use it by name, not by import.
 */
export const routeToBandFragment = graphql(`
  fragment RouteToBand_route on RouteToBand {
    measures {
      title
      costMin
      costMax
      sapPointsGain
      annualSavingGbp
    }
    scoreAfter
  }
`);

type Route = RouteToBand_RouteFragment;

/** What a package adds up to: the API's totals are its measures' sums (the cost cap counts every £ before grants). */
function totals({ measures }: Route) {
  const sum = (figure: (measure: Route['measures'][number]) => number) => measures.reduce((total, measure) => total + figure(measure), 0);
  return { costMin: sum((measure) => measure.costMin), costMax: sum((measure) => measure.costMax), annualSavingGbp: sum((measure) => measure.annualSavingGbp) };
}

interface RouteToBandProps {
  heading: string;
  route: Route;
  capGbp: number | null;
  /** The label of the rating once it is done: the EPC's, or the heat retention a fabric-only standard rates. */
  ratingLabel: string;
  /** What the package takes off the bills of whoever lives there, said after it. */
  saving?: string | null;
}

/** A package of improvements in the order to do them, each with what it adds, then its total against the cap. */
export function RouteToBand({ heading, route, capGbp, ratingLabel, saving }: RouteToBandProps) {
  const total = totals(route);
  const headingId = useId();
  return (
    <Stack role="group" aria-labelledby={headingId} gap="3">
      <Heading as="h3" size="md" id={headingId}>
        {heading}
      </Heading>
      <List.Root as="ol" ps="5" gap="2" aria-labelledby={headingId}>
        {route.measures.map((measure) => (
          <List.Item key={measure.title} breakInside="avoid">
            <Text as="span" fontWeight="semibold">
              {measure.title}
            </Text>
            <Text>{[poundsRange(measure.costMin, measure.costMax), pointsAdded(measure.sapPointsGain), measureSaving(measure.annualSavingGbp)].join(', ')}</Text>
          </List.Item>
        ))}
      </List.Root>
      <FigureRows
        rows={[
          ['Total cost, before any grant', costAgainstCap(total.costMin, total.costMax, capGbp)],
          [ratingLabel, rated(route.scoreAfter)],
          ['Off the energy bills', poundsAYear(total.annualSavingGbp)],
        ]}
      />
      {saving && <Text>{saving}</Text>}
    </Stack>
  );
}
