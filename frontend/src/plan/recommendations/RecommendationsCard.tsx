import { Card, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import { GrantsQuestionnaire } from '../../grants/GrantsQuestionnaire';
import type { RecommendationsCard_PlanFragment } from '../../gql/graphql';
import { RecommendationGrid } from './RecommendationGrid';
import { ALL_TAB_SIZE, cardsInDisplayOrder, freeOrEasyCards } from './recommendationOrder';
import { SurveyPromoCard } from './SurveyPromoCard';

/**
 * @public graphql-codegen reads it; the queries that spread the fragment use it by name, not by import.
 */
export const recommendationsCardFragment = graphql(`
  fragment RecommendationsCard_plan on PlanFigures {
    recommendations {
      top3 {
        ...RecommendationCard_recommendation
      }
      all {
        ...RecommendationCard_recommendation
      }
    }
  }
`);

interface RecommendationsCardProps {
  plan: RecommendationsCard_PlanFragment;
  /** The owner's plan: cards can be removed and quoted, and grants checked. Absent on a shared plan. */
  energyPlanId?: string;
  /** The owner's home, which the grants answers belong to with the plan. */
  propertyId?: string;
}

// On a phone each tab is at least as wide as its longest word ("Recommendations"), the others share
// the rest, and the labels are a size smaller so the three fit a 320-pixel screen.
const TAB_LABEL = {
  whiteSpace: { base: 'normal', md: 'nowrap' },
  flex: { base: '1 1 auto', md: 'initial' },
  minW: 'min-content',
  fontSize: { base: 'xs', sm: 'sm' },
  h: 'auto',
  minH: '10',
  px: { base: '1.5', md: '4' },
  py: '2',
  textAlign: 'center',
  lineHeight: 'short',
} as const;

/** The plan's measures in tabs: all of them, the free or easy ones, and (for the owner) grants. */
export function RecommendationsCard({ plan, energyPlanId, propertyId }: RecommendationsCardProps) {
  const ordered = cardsInDisplayOrder(plan.recommendations);
  const easy = freeOrEasyCards(plan.recommendations);
  const promo = ordered.length > ALL_TAB_SIZE ? <SurveyPromoCard total={ordered.length} /> : null;
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Energy Efficiency Recommendations
        </Heading>
      </Card.Header>
      <Card.Body>
        {/* One row at any width: on a phone the tabs share the row and a label may take two lines. */}
        <Tabs.Root defaultValue="all" variant="enclosed" lazyMount>
          <Tabs.List w={{ base: 'full', md: 'auto' }}>
            <Tabs.Trigger value="all" {...TAB_LABEL}>All Recommendations</Tabs.Trigger>
            <Tabs.Trigger value="easy" {...TAB_LABEL}>Free / Easy</Tabs.Trigger>
            {energyPlanId ? <Tabs.Trigger value="grants" {...TAB_LABEL}>Grants & Funding</Tabs.Trigger> : null}
          </Tabs.List>
          <Tabs.Content value="all">
            <RecommendationGrid recommendations={ordered.slice(0, ALL_TAB_SIZE)} energyPlanId={energyPlanId} trailing={promo} />
          </Tabs.Content>
          <Tabs.Content value="easy">
            {easy.length > 0 ? (
              <RecommendationGrid recommendations={easy} energyPlanId={energyPlanId} />
            ) : (
              <Stack gap="2" py="6" textAlign="center">
                <Heading as="h3" size="md">
                  No Free / Easy Options Available
                </Heading>
                <Text color="fg.muted">None of the measures in this plan is free or a simple change costing £200 or less.</Text>
              </Stack>
            )}
          </Tabs.Content>
          {energyPlanId ? (
            <Tabs.Content value="grants">
              <GrantsQuestionnaire propertyId={propertyId ?? null} planId={energyPlanId} />
            </Tabs.Content>
          ) : null}
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
