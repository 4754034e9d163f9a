import { Badge, Card, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { formatCost, formatCount, priorityLabel } from '@warmwise/common';
import { LuTrash2 } from 'react-icons/lu';
import { graphql } from '../../gql';
import type { RecommendationCard_RecommendationFragment } from '../../gql/graphql';
import { LearnMoreDialog } from './LearnMoreDialog';
import { RecommendationAction } from './RecommendationAction';
import { RecommendationImage } from './RecommendationImage';

export const recommendationCardFragment = graphql(`
  fragment RecommendationCard_recommendation on Recommendation {
    id
    title
    description
    cost
    savings
    carbonSaving
    priority
    image
  }
`);

interface RecommendationCardProps {
  recommendation: RecommendationCard_RecommendationFragment;
  energyPlanId: string;
  onRemove: (id: string) => void;
  removing: boolean;
}

/** One measure: priority, picture, cost, savings, CO2, and what the visitor can do next. */
export function RecommendationCard({ recommendation, energyPlanId, onRemove, removing }: RecommendationCardProps) {
  const { id, title, description, cost, savings, carbonSaving, priority, image } = recommendation;
  const higher = priority.trim().toLowerCase() !== 'low';
  return (
    <Card.Root as="article" aria-label={title} size="sm" overflow="hidden">
      <RecommendationImage image={image} title={title} />
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start">
          <Badge colorPalette={higher ? 'orange' : 'gray'}>{priorityLabel(priority)}</Badge>
          <IconButton aria-label={`Remove ${title}`} size="xs" variant="ghost" disabled={removing} onClick={() => onRemove(id)}>
            <LuTrash2 />
          </IconButton>
        </HStack>
        <Card.Title as="h3">{title}</Card.Title>
        <Card.Description>{description}</Card.Description>
        <Stack as="dl" gap="1" fontSize="sm">
          <Figure label="Estimated cost" value={formatCost(cost)} />
          <Figure label="Estimated savings" value={`£${formatCount(savings)} per year`} />
          <Figure label="CO2 saving" value={`${formatCount(carbonSaving)} kg per year`} />
        </Stack>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <LearnMoreDialog title={title} energyPlanId={energyPlanId} recommendationId={id} />
        <RecommendationAction measure={{ title, description, cost, savings }} />
      </Card.Footer>
    </Card.Root>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <HStack justify="space-between">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold">
        {value}
      </Text>
    </HStack>
  );
}
