import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatCount } from '@warmwise/common';
import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import { FigureRows } from './FigureRows';
import { runningCostRows, sizingRows, type Verdict } from './heatPumpFigures';
import { VerdictHeadline } from './VerdictHeadline';
import { WhatWeEstimated } from './WhatWeEstimated';

/**
 * On the verdict, not the plan: the plan's own selection already carries as many fragments (each
 * with its `__typename`) as the API allows in one place.
 * @public graphql-codegen reads it; the queries that spread the fragment use it by name, not by import.
 */
export const heatPumpVerdictFragment = graphql(`
  fragment HeatPumpVerdict_verdict on HeatPumpVerdict {
    verdict
    headline
    explanation
    readyAfterStep
    designTemperatureC
    designStation
    heatLossKw
    heatLossKwAfterInsulation
    heatPumpSizeKw
    radiators
    runningCost {
      todayGbp
      heatPumpStandardGbp
      heatPumpTariffGbp
      tariff
    }
    grant {
      name
      amountGbp
      source
      verdict
    }
    estimated
    surveyConfirms
  }
`);

/**
 * Whether the home is ready for a heat pump (docs/product.md, "Your plan in steps and the
 * heat-pump verdict"): the verdict first, then the figures it rests on and what only a survey
 * can settle.
 * A home already on a heat pump or a heat network has no verdict, and no card.
 */
export function HeatPumpVerdictCard({ verdict }: { verdict: Verdict | null }) {
  if (!verdict) return null;
  return (
    <Card.Root as="section" aria-labelledby="heat-pump-title">
      <Card.Header>
        <Heading as="h2" size="lg" id="heat-pump-title">
          Is your home ready for a heat pump?
        </Heading>
      </Card.Header>
      <Card.Body gap="5">
        <VerdictHeadline verdict={verdict.verdict} headline={verdict.headline} />
        <Text>{verdict.explanation}</Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Part title="Size">
            <FigureRows rows={sizingRows(verdict)} />
            <Text fontSize="sm">{`Radiators: ${verdict.radiators}`}</Text>
          </Part>
          <Part title="Running costs">
            <FigureRows rows={runningCostRows(verdict)} />
            <Text fontSize="sm" color="fg.muted">
              {`The whole home's energy a year. ${verdict.runningCost.tariff}.`}
            </Text>
          </Part>
        </SimpleGrid>
        <Grant grant={verdict.grant} />
        <WhatWeEstimated estimated={verdict.estimated} surveyConfirms={verdict.surveyConfirms} />
      </Card.Body>
    </Card.Root>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Grant({ grant }: { grant: Verdict['grant'] }) {
  if (!grant) return null;
  return (
    <Stack gap="1" borderWidth="1px" rounded="md" p="3" breakInside="avoid">
      <Text fontWeight="semibold">{`${grant.verdict === 'likely' ? 'Grant' : 'Grant to check'}: ${grant.name}, £${formatCount(grant.amountGbp)}`}</Text>
      <Text fontSize="sm" color="fg.muted">
        {grant.source}
      </Text>
    </Stack>
  );
}
