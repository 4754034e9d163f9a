import { Card, Heading, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import type { PlanSteps_StepFragment } from '../../gql/graphql';
import { PlanStepItem } from './PlanStepItem';

/**
 * On a step, not the plan: the plan's own selection already carries as many `__typename`s (one per
 * fragment) as the API allows in one place.
 * @public graphql-codegen reads it; the queries that spread the fragment use it by name, not by import.
 */
export const planStepFragment = graphql(`
  fragment PlanSteps_step on PlanStep {
    number
    kind
    title
    why
    cost
    savings
    annualBillAfter
    co2ReductionAfterKg
    energyEfficiencyAfter
    epcRatingAfter
    measures {
      id
      title
      cost
      annualSavingGbp
    }
  }
`);

/**
 * "Your plan in steps" (docs/product.md, "Your plan in steps and the heat-pump verdict"): every
 * measure in the order to do them, each step with where the home stands once it and the steps
 * before it are done. The figures are running totals, so the intro says so before the first one
 * is read.
 */
export function PlanSteps({ steps }: { steps: readonly PlanSteps_StepFragment[] }) {
  if (steps.length === 0) return null;
  return (
    <Card.Root as="section" aria-labelledby="plan-steps-title">
      <Card.Header>
        <Heading as="h2" size="lg" id="plan-steps-title">
          Your plan in steps
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          The order to do the work in. The figures after each step include every step before it, so the last step shows the whole plan.
        </Text>
      </Card.Header>
      <Card.Body>
        <ol>
          {steps.map((step, index) => (
            <PlanStepItem key={step.number} step={step} last={index === steps.length - 1} />
          ))}
        </ol>
      </Card.Body>
    </Card.Root>
  );
}
