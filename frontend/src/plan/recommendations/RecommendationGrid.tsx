import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { RecommendationCard_RecommendationFragment } from '../../gql/graphql';
import { RecommendationCard, type CardOwnerActions } from './RecommendationCard';
import { useRemoveRecommendation } from './useRemoveRecommendation';

interface RecommendationGridProps {
  recommendations: readonly RecommendationCard_RecommendationFragment[];
  /** The owner's plan; absent when the plan is read through a share link (cards are read-only). */
  energyPlanId?: string;
  /** Shown after the cards, in the same grid (the All tab's survey promo). */
  trailing?: ReactNode;
}

export function RecommendationGrid({ energyPlanId, ...grid }: RecommendationGridProps) {
  return energyPlanId ? <OwnedGrid {...grid} energyPlanId={energyPlanId} /> : <CardGrid {...grid} />;
}

function OwnedGrid({ energyPlanId, ...grid }: RecommendationGridProps & { energyPlanId: string }) {
  const { remove, removing } = useRemoveRecommendation(energyPlanId);
  return <CardGrid {...grid} owner={{ energyPlanId, onRemove: (removed) => void remove(removed), removing }} />;
}

function CardGrid({ recommendations, trailing, owner }: Omit<RecommendationGridProps, 'energyPlanId'> & { owner?: CardOwnerActions }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {recommendations.map((recommendation) => (
        <RecommendationCard key={recommendation.id} recommendation={recommendation} owner={owner} />
      ))}
      {trailing}
    </SimpleGrid>
  );
}
