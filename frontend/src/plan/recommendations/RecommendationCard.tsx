import { Badge, Card, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { formatAnnualSaving, formatCost, formatCount, priorityLabel } from '@warmwise/common';
import { LuTrash2 } from 'react-icons/lu';
import { graphql } from '../../gql';
import type { RecommendationCard_RecommendationFragment } from '../../gql/graphql';
import { LearnMoreDialog } from './LearnMoreDialog';
import { BookNowLink, RecommendationAction } from './RecommendationAction';
import { RecommendationImage } from './RecommendationImage';

/**
 * @public graphql-codegen reads it; the queries that spread the fragment use it by name, not by import.
 */
export const recommendationCardFragment = graphql(`
  fragment RecommendationCard_recommendation on Recommendation {
    id
    title
    description
    cost
    savings
    annualSavingGbp
    modelledSavings
    carbonSaving
    priority
    image
    rankReason
    informational
    installationType
  }
`);

/** What the plan's owner can do with a card; a shared plan's reader gets none of it. */
export interface CardOwnerActions {
  energyPlanId: string;
  onRemove: (recommendation: { id: string; title: string }) => void;
  removing: boolean;
}

interface RecommendationCardProps {
  recommendation: RecommendationCard_RecommendationFragment;
  /** Absent when the plan is read through a share link: no removing, no quote, Book Now stays. */
  owner?: CardOwnerActions;
}

/**
 * One measure: priority, picture, why it sits here, cost, savings (what homes like this typically
 * save up to the model's figure, or what more it costs to run), CO2, and what the visitor can do next.
 */
export function RecommendationCard({ recommendation, owner }: RecommendationCardProps) {
  const { id, title, description, cost, savings, annualSavingGbp, modelledSavings, carbonSaving, priority, image, rankReason, informational, installationType } = recommendation;
  const higher = priority.trim().toLowerCase() !== 'low';
  return (
    <Card.Root as="article" aria-label={title} size="sm" overflow="hidden">
      <RecommendationImage image={image} title={title} />
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start">
          <Badge colorPalette={higher ? 'orange' : 'gray'}>{priorityLabel(priority)}</Badge>
          {owner ? (
            <IconButton aria-label={`Remove ${title}`} size="xs" variant="ghost" disabled={owner.removing} onClick={() => owner.onRemove({ id, title })}>
              <LuTrash2 />
            </IconButton>
          ) : null}
        </HStack>
        <Card.Title as="h3">{title}</Card.Title>
        {rankReason ? (
          <Text fontSize="sm" fontWeight="medium" color="brand.fg">
            {rankReason}
          </Text>
        ) : null}
        <Card.Description>{description}</Card.Description>
        <Stack as="dl" gap="1" fontSize="sm">
          <Figure label="Estimated cost" value={formatCost(cost)} />
          {/* The survey and the EPC save nothing themselves: no '£0 per year' beside them. */}
          {informational ? null : (
            <>
              <Figure label="Estimated savings" value={formatAnnualSaving(savings, annualSavingGbp, modelledSavings)} />
              <Figure label="CO2 saving" value={`${formatCount(carbonSaving)} kg per year`} />
            </>
          )}
        </Stack>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <LearnMoreDialog title={title} energyPlanId={owner?.energyPlanId} recommendationId={id} />
        {owner ? <RecommendationAction measure={{ title, description, cost, savings }} doItYourself={installationType === 'other' && !informational} /> : <BookNowLink title={title} />}
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
