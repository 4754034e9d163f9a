import { displayOrder, isFreeOrEasy, type Recommendation } from '@warmwise/common';
import type { RecommendationCard_RecommendationFragment } from '../../gql/graphql';

type Card = RecommendationCard_RecommendationFragment;

export interface CardLists {
  top3: readonly Card[];
  all: readonly Card[];
}

/**
 * The shared display order (docs/product.md, "The plan and its cards") applied to the cards as
 * the server sent them. The shared rule reads only titles, so each card is paired with a stand-in
 * of the shared type and the order is mapped back by identity: the rule lives in one place, the
 * cards keep their fields.
 */
export function cardsInDisplayOrder(lists: CardLists): Card[] {
  const cardOf = new Map<Recommendation, Card>();
  const standIn = (card: Card): Recommendation => {
    const recommendation: Recommendation = {
      id: card.id,
      title: card.title,
      description: card.description,
      cost: card.cost,
      carbonSaving: card.carbonSaving,
      installationType: 'other',
      priority: 'medium',
    };
    cardOf.set(recommendation, card);
    return recommendation;
  };
  const ordered = displayOrder({ recommendations: { top3: lists.top3.map(standIn), all: lists.all.map(standIn) } });
  return ordered.flatMap((recommendation) => cardOf.get(recommendation) ?? []);
}

/** The Free / Easy tab: the shared rule, over the display order. */
export function freeOrEasyCards(lists: CardLists): Card[] {
  return cardsInDisplayOrder(lists).filter(isFreeOrEasy);
}

/** The All tab lists 5; the rest wait for a home survey (docs/product.md, "The plan and its cards"). */
export const ALL_TAB_SIZE = 5;
