import { Card, Heading, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import type { PlanSteps_PlanFragment } from '../../gql/graphql';
import { PlanStepItem } from './PlanStepItem';

/**
 * @public graphql-codegen reads it; the queries that spread the fragment use it by name, not by import.
 */
export const planStepsFragment = graphql(`
  fragment PlanSteps_plan on PlanFigures {
    steps {
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
        savings
      }
    }
  }
`);

/**
 * "Your plan in steps" (docs/product.md, "Your plan in steps and the heat-pump verdict"): every measure in the order to do
 * them, each step with where the home stands once it and the steps before it are done. The figures
 * are running totals, so the intro says so before the first one is read.
 */
export function PlanSteps({ plan }: { plan: PlanSteps_PlanFragment }) {
  if (plan.steps.length === 0) return null;
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
          {plan.steps.map((step, index) => (
            <PlanStepItem key={step.number} step={step} last={index === plan.steps.length - 1} />
          ))}
        </ol>
      </Card.Body>
    </Card.Root>
  );
}
