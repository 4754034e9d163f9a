import { Box, Circle, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatCost } from '@warmwise/common';
import type { PlanSteps_StepFragment } from '../../gql/graphql';
import { AfterStep } from './AfterStep';
import { StepMeasures } from './StepMeasures';
import { stepCost, stepSaving, uncountedCosts } from './stepFigures';

type Step = PlanSteps_StepFragment;

/**
 * One step on a vertical timeline: the numbered marker and the line to the next step carry the
 * order at a glance, on a phone as on a laptop; the heading carries it in words for everyone else.
 */
export function PlanStepItem({ step, last }: { step: Step; last: boolean }) {
  const headingId = `plan-step-${step.number}-title`;
  return (
    // Printed, a step may run onto the next page (one with several measures is most of a page, and kept
    // whole it left half a page blank); its measures and its figures stay whole.
    <Box as="li" display="grid" gridTemplateColumns="auto minmax(0, 1fr)" columnGap={{ base: '3', md: '5' }} aria-labelledby={headingId} _print={{ breakInside: 'auto' }}>
      <Flex direction="column" align="center" aria-hidden="true">
        <Circle size={{ base: '8', md: '10' }} bg="brand.solid" borderWidth="2px" borderColor="brand.solid" color="brand.contrast" fontWeight="bold">
          {step.number}
        </Circle>
        {last ? null : <Box flex="1" w="1" my="1" bg="brand.muted" rounded="full" />}
      </Flex>
      <Stack gap="3" pb={last ? '0' : '8'}>
        <Stack gap="1">
          <Heading as="h3" size="md" id={headingId}>
            Step {step.number}: {step.title}
          </Heading>
          <Text color="fg.muted">{step.why}</Text>
        </Stack>
        <StepMeasures measures={step.measures} />
        <HStack gap="4" rowGap="1" wrap="wrap" fontWeight="medium">
          <Text>{stepCost(formatCost(step.cost), uncountedCosts(step.measures))}</Text>
          <Text>{stepSaving(step.savings)}</Text>
        </HStack>
        <AfterStep step={step} last={last} />
      </Stack>
    </Box>
  );
}
