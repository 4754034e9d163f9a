import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatCount } from '@warmwise/common';
import type { PlanSteps_StepFragment } from '../../gql/graphql';
import { DefinedFigure } from './DefinedFigure';
import { poundsAYear, ratingText } from './stepFigures';

type Step = PlanSteps_StepFragment;

/**
 * Where the home stands once this step and every one before it are done. Each label names the step
 * as well, so a figure read on its own (or by a screen reader moving between them) still says
 * it is a running total: "Energy bill after step 2".
 */
export function AfterStep({ step, last }: { step: Step; last: boolean }) {
  const after = `after step ${step.number}`;
  const figures: ReadonlyArray<[label: string, value: string]> = [
    [`Energy bill ${after}`, poundsAYear(step.annualBillAfter)],
    [`CO2 saved ${after}`, `${formatCount(step.co2ReductionAfterKg)} kg a year`],
    [`Energy rating ${after}`, ratingText(step.epcRatingAfter, step.energyEfficiencyAfter)],
  ];
  return (
    <Stack gap="2" bg="brand.subtle" rounded="md" p="3" breakInside="avoid">
      <Text fontWeight="semibold">
        {step.number === 1 ? 'After step 1' : `After steps 1 to ${step.number}`}
        {last ? ': the whole plan' : ''}
      </Text>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="3">
        {figures.map(([label, value]) => (
          <DefinedFigure key={label} label={label} value={value} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
