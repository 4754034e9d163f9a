import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { RecommendationCard_RecommendationFragment } from '../../gql/graphql';
import { RecommendationCard } from './RecommendationCard';
import { useRemoveRecommendation } from './useRemoveRecommendation';

interface RecommendationGridProps {
  recommendations: readonly RecommendationCard_RecommendationFragment[];
  energyPlanId: string;
  /** Shown after the cards, in the same grid (the All tab's survey promo). */
  trailing?: ReactNode;
}

export function RecommendationGrid({ recommendations, energyPlanId, trailing }: RecommendationGridProps) {
  const { remove, removing } = useRemoveRecommendation(energyPlanId);
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {recommendations.map((recommendation) => (
        <RecommendationCard
          key={recommendation.id}
          recommendation={recommendation}
          energyPlanId={energyPlanId}
          onRemove={(removed) => void remove(removed)}
          removing={removing}
        />
      ))}
      {trailing}
    </SimpleGrid>
  );
}
