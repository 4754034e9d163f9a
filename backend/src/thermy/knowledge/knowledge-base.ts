import { GRANT_SCHEMES } from '@warmwise/common';
import { MEASURES, MODEL_ASSUMPTIONS } from '../../energy-model/index.js';
import type { KnowledgeArticle } from './article.js';
import { HOME_ARTICLES } from './home-articles.js';
import { MEASURE_ARTICLES } from './measure-articles.js';
import { MONEY_ARTICLES } from './money-articles.js';
import { RENTAL_ARTICLES } from './rental-articles.js';

const ARTICLES: readonly KnowledgeArticle[] = [...MONEY_ARTICLES, ...MEASURE_ARTICLES, ...HOME_ARTICLES, ...RENTAL_ARTICLES];

type KnowledgeKind = 'article' | 'measure' | 'grant' | 'assumptions';

/** One searchable passage: an article, a catalogue entry or the model's assumptions. */
export interface KnowledgeDocument {
  /** `<kind>:<id of the article, measure or scheme>`. */
  key: string;
  kind: KnowledgeKind;
  id: string;
  title: string;
  text: string;
}

/**
 * Everything Thermy may answer from, read from the same catalogues the plans and the grants
 * questionnaire use, so an answer can never drift from what the rest of the app says.
 */
export const KNOWLEDGE: readonly KnowledgeDocument[] = [
  ...ARTICLES.map((article) => doc('article', article.id, article.title, `${article.body} ${article.keywords}`)),
  ...MEASURES.map((measure) => doc('measure', measure.id, measure.title, `${measure.description} ${measure.learnMore}`)),
  ...GRANT_SCHEMES.map((scheme) => doc('grant', scheme.id, scheme.name, `${scheme.description} ${scheme.provider} grant scheme`)),
  doc('assumptions', 'model', 'How we calculate your plan', `How savings, bills and ratings are calculated and estimated. ${MODEL_ASSUMPTIONS.join(' ')}`),
];

function doc(kind: KnowledgeKind, id: string, title: string, text: string): KnowledgeDocument {
  return { key: `${kind}:${id}`, kind, id, title, text };
}

export const knowledgeByKey = (key: string) => KNOWLEDGE.find((each) => each.key === key);
export const articleById = (id: string) => ARTICLES.find((article) => article.id === id);
/** The plan's measures an article is about (none for an article on bills, ratings or grants). */
export const measuresOfArticle = (id: string): readonly string[] => articleById(id)?.measureIds ?? [];
