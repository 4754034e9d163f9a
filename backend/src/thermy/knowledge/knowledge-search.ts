import MiniSearch, { type SearchOptions } from 'minisearch';
import { stemmer } from 'stemmer';
import { KNOWLEDGE, knowledgeByKey, type KnowledgeDocument } from './knowledge-base.js';

/**
 * Words that carry no topic: English function words, the ways householders write them ("wil",
 * "whats"), and words nearly every home-energy passage or question holds ("how much would it cost
 * to save money?"). Left out of the query, so a question must name a topic ("loft", "grant") to find
 * anything, and "how much does a car cost?" finds nothing rather than the cheapest measure.
 */
const STOP_WORDS = new Set(
  (
    'a an the and or but if then than so to of in on at by for from with without about into over under up down out off as is are was were be been being am ' +
    'it its it\'s this that these those there here they them their we us our ours i i\'m im i\'ve ive i\'d id me my mine you your yours he she his her ' +
    'how much many what whats what\'s which when where why who whom would could should can cant can\'t will wil wont won\'t does do did doing dont don\'t done ' +
    'have has had having get got getting gets make makes making need needs want wants go going let lets also just any some all no not yes very really ' +
    'cost costs price pricing save saves saving savings money cheap cheaper cheapest year years yearly annual home homes house houses property ' +
    'tell know help good best better worth thing things please thanks thank like well ok okay hi hello lot lots more most less ' +
    'weather today tomorrow tonight'
  ).split(' '),
);

/** A word as both the index and the question keep it: lower case, stemmed, or nothing for a word without a topic. */
function topicTerm(word: string): string | null {
  const lower = word.toLowerCase().replace(/^'+|'+$/g, '');
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  const stem = stemmer(lower);
  return STOP_WORDS.has(stem) ? null : stem;
}

/**
 * Spelling slips ("soler panals", "insolation") still find their passage: one letter wrong in a
 * word of five letters or more, two in a word of nine or more. Shorter words must be spelled right,
 * or "car" would find "cap" and "gas" would find "gap".
 */
function typosAllowed(term: string): number | false {
  if (term.length >= 9) return 2;
  return term.length >= 5 ? 1 : false;
}

/** A passage's title weighs more than its text; prefixes ("insul" for "insulation") and typos count, a little less. */
const SEARCH: SearchOptions = {
  boost: { title: 2 },
  fuzzy: typosAllowed,
  prefix: (term) => term.length >= 4,
  combineWith: 'OR',
};

const index = new MiniSearch<KnowledgeDocument>({ idField: 'key', fields: ['title', 'text'], processTerm: topicTerm, searchOptions: SEARCH });
index.addAll(KNOWLEDGE);

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** The topic words of a question, as the search reads them. */
function topicTerms(question: string): string[] {
  return [...new Set(tokenize(question).flatMap((word) => topicTerm(word) ?? []))];
}

export interface KnowledgeHit {
  document: KnowledgeDocument;
  /** The share of the question's topic words the passage holds (0 to 1): how closely it answers. */
  rank: number;
  /** The search's own relevance (BM25 with title boost), which orders the hits. */
  score: number;
  /** Whether a topic word of the question (as written, or the start of a longer word) is in the passage's title, not only in its text. */
  inTitle: boolean;
}

/**
 * Ranked, spelling-tolerant full-text search over the knowledge base (MiniSearch, in memory: the
 * knowledge is code). Any topic word may match, titles weigh more than text, and each hit says how
 * much of the question it covers, which decides whether it answers or is only the closest passage.
 */
export function searchKnowledge(question: string, limit = 6): KnowledgeHit[] {
  const terms = topicTerms(question);
  if (terms.length === 0) return [];
  return index
    .search(question)
    .slice(0, limit)
    .flatMap((result) => {
      const document = knowledgeByKey(String(result.id));
      const inTitle = Object.entries(result.match).some(([term, fields]) => fields.includes('title') && terms.some((asked) => term.startsWith(asked)));
      return document ? [{ document, rank: result.queryTerms.length / terms.length, score: result.score, inTitle }] : [];
    });
}

/**
 * Words only a question about home energy uses, matched as the search matches ("insolation",
 * "soler panals" count): such a question gets "I don't know" rather than "outside home energy", and
 * weak passages may answer it.
 */
const HOME_ENERGY_WORDS =
  'energy heat heating warm cold bill gas electric electricity insulation insulate boiler radiator solar panel photovoltaic epc damp mould mold ' +
  'condensation kwh tariff grant draught draft window glazing loft attic lagging wall cavity thermostat carbon co2 retrofit ventilation pump ashp';

const vocabulary = new MiniSearch<{ id: string; text: string }>({ fields: ['text'], processTerm: topicTerm, searchOptions: SEARCH });
vocabulary.add({ id: 'home-energy', text: HOME_ENERGY_WORDS });

/** Whether a question is about home energy at all, spelled right or not. */
export const soundsLikeHomeEnergy = (question: string): boolean => vocabulary.search(question).length > 0;
