import { HStack, List, Text } from '@chakra-ui/react';
import { formatCost } from '@warmwise/common';
import type { PlanSteps_StepFragment } from '../../gql/graphql';
import { measureSaving } from './stepFigures';

type Measure = PlanSteps_StepFragment['measures'][number];

/** Each measure of a step with what it costs and what it saves, on one line or wrapped on a phone. */
export function StepMeasures({ measures }: { measures: readonly Measure[] }) {
  return (
    <List.Root as="ul" listStyle="none" gap="2">
      {measures.map((measure) => (
        <List.Item key={measure.id} display="block" borderWidth="1px" rounded="md" px="3" py="2">
          <Text fontWeight="medium">{measure.title}</Text>
          <HStack gap="4" rowGap="0" wrap="wrap" fontSize="sm" color="fg.muted">
            <Text>Cost: {formatCost(measure.cost)}</Text>
            <Text>Saving: {measureSaving(measure.annualSavingGbp)}</Text>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
