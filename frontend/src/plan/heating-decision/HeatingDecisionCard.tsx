import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { heatingDecisionWords, type HeatingOptionWords } from '@warmwise/common';
import { useId } from 'react';
import { graphql } from '../../gql';
import type { HeatingDecision_DecisionFragment } from '../../gql/graphql';
import { FigureRows } from '../heat-pump/FigureRows';

/**
 * On the decision, not the plan: the plan's own selection already carries as many fragments (each
 * with its `__typename`) as the API allows in one place.
 * @public graphql-codegen reads it; the queries that spread the fragment use it by name, not by import.
 */
export const heatingDecisionFragment = graphql(`
  fragment HeatingDecision_decision on HeatingDecision {
    why
    chosen {
      ...HeatingDecision_option
    }
    alternative {
      ...HeatingDecision_option
    }
  }
  fragment HeatingDecision_option on HeatingOption {
    measureId
    title
    cost
    annualBillGbp
    annualSavingGbp
    grant {
      name
      amountGbp
      verdict
    }
  }
`);

type Decision = HeatingDecision_DecisionFragment;

/**
 * A new boiler or a heat pump (or modern storage heaters or a heat pump): the option the plan
 * recommends and counts, and the other beside it with the same figures, in the words the PDF uses
 * (docs/product.md, "Your plan in steps and the heat-pump verdict"). A home with no such choice has
 * no card.
 */
export function HeatingDecisionCard({ decision }: { decision: Decision | null | undefined }) {
  if (!decision) return null;
  const words = heatingDecisionWords(decision);
  return (
    <Card.Root as="section" aria-labelledby="heating-decision-title">
      <Card.Header>
        <Heading as="h2" size="lg" id="heating-decision-title">
          {words.heading}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <Text fontSize="lg" fontWeight="semibold">
          {words.recommendation}
        </Text>
        <Text>{words.why}</Text>
        <Text borderStartWidth="4px" borderColor="border.emphasized" ps="3">
          {words.alternatives}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Option option={words.chosen} recommended />
          <Option option={words.alternative} recommended={false} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/** One option's figures; the recommended one says so in its heading, not by its border alone. */
function Option({ option, recommended }: { option: HeatingOptionWords; recommended: boolean }) {
  const headingId = useId();
  return (
    <Stack role="group" aria-labelledby={headingId} gap="3" borderWidth={recommended ? '2px' : '1px'} borderColor={recommended ? 'brand.solid' : 'border'} rounded="md" p="4" breakInside="avoid">
      <Heading as="h3" size="md" id={headingId}>
        {`${option.label}: ${option.title}`}
      </Heading>
      <FigureRows rows={option.rows} />
    </Stack>
  );
}
