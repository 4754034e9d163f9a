import MiniSearch, { type SearchOptions } from 'minisearch';
import { doubleMetaphone } from 'double-metaphone';
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
    'how much many what whats what\'s wat wats which when where why who whom would could should can cant can\'t will wil wont won\'t does do did doing dont don\'t done ' +
    'have has had having get got getting gets make makes making need needs want wants go going let lets also just any some all no not yes very really ' +
    'cost costs price pricing save saves saving savings money cheap cheaper cheapest year years yearly annual home homes house houses property ' +
    'tell know help good best better worth thing things please thanks thank like well ok okay hi hello lot lots more most less ' +
    'weather today tomorrow tonight way ways long take takes took mean means meaning even actually every always'
  ).split(' '),
);

/** Marks a sound-alike form, which is matched only exactly (see `soundOf`). */
const SOUND = ':';

/**
 * How a word sounds (Double Metaphone), after its first letter: householders write words as they
 * say them, slips edit distance cannot reach ("insulashun" is three letters from "insulation",
 * "grnats" two from "grants", "bil" too short for any slip). The first letter stays, so "bil" meets
 * "bill" but not "play".
 */
function soundOf(word: string): string | null {
  const [code] = doubleMetaphone(word);
  return word.length >= 3 && code.length >= 2 ? `${word[0]}${SOUND}${code}` : null;
}

/**
 * A word as both the index and the question keep it: lower case, as written and stemmed, and how it
 * sounds, or nothing for a word without a topic. Several forms, so a slip is one letter from one of
 * them: "ratin" is one from "rating", two from its stem "rate"; "insulating" and "insulation" meet at
 * "insul"; "insulashun" and "insulation" sound alike.
 */
function topicTerms(word: string): string[] | null {
  const lower = word.toLowerCase().replace(/^'+|'+$/g, '');
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  const stem = stemmer(lower);
  if (STOP_WORDS.has(stem)) return null;
  const sound = soundOf(lower);
  return [...new Set([stem, lower])].concat(sound ? [sound] : []);
}

/**
 * Spelling slips ("soler panals", "insolation") still find their passage: one letter wrong in a
 * word of five letters or more, two in a word of nine or more. Shorter words must be spelled right,
 * or "car" would find "cap" and "gas" would find "gap".
 */
function typosAllowed(term: string): number | false {
  if (term.includes(SOUND)) return false;
  if (term.length >= 9) return 2;
  return term.length >= 5 ? 1 : false;
}

/** A passage's title weighs more than its text; prefixes ("insul" for "insulation") and typos count, a little less. */
const SEARCH: SearchOptions = {
  boost: { title: 2 },
  fuzzy: typosAllowed,
  prefix: (term) => term.length >= 4 && !term.includes(SOUND),
  combineWith: 'OR',
};

const spelledTerms = (word: string) => topicTerms(word)?.filter((form) => !form.includes(SOUND)) ?? null;

/**
 * The search's options over one index: a question's word is looked for by its sound only when its
 * spelling (slips allowed) finds nothing there, so words spelled right rank passages as before.
 */
function searchOver(mini: MiniSearch): SearchOptions {
  const spelledOnly: SearchOptions = { ...SEARCH, processTerm: spelledTerms };
  return {
    ...SEARCH,
    processTerm: (word) => {
      const spelled = spelledTerms(word);
      if (!spelled || mini.search(word, spelledOnly).length > 0) return spelled;
      return topicTerms(word);
    },
  };
}

const index = new MiniSearch<KnowledgeDocument>({ idField: 'key', fields: ['title', 'text'], processTerm: topicTerms });
index.addAll(KNOWLEDGE);
const KNOWLEDGE_SEARCH = searchOver(index);

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** The topic words of a question, each with the forms the search looks for. */
function topicWords(question: string): string[][] {
  const words = tokenize(question).flatMap((word) => {
    const forms = topicTerms(word);
    return forms ? [forms] : [];
  });
  return [...new Map(words.map((forms) => [forms.join(' '), forms])).values()];
}

/** How many more passages than asked for are read before they are put in order of coverage. */
const CANDIDATES = 20;

export interface KnowledgeHit {
  document: KnowledgeDocument;
  /** The share of the question's topic words the passage holds (0 to 1): how closely it answers. */
  rank: number;
  /** The search's own relevance (BM25, titles boosted): orders passages that hold the same share. */
  score: number;
  /** Whether a topic word of the question (as written, or the start of a longer word) is in the passage's title, not only in its text. */
  inTitle: boolean;
}

/**
 * Ranked, spelling-tolerant full-text search over the knowledge base (MiniSearch, in memory: the
 * knowledge is code). Any topic word may match and titles weigh more than text. The passages that
 * hold more of the question's topic words come first ("my walls are cold" is about walls, not the
 * Cold Weather Payment), then by relevance; that share decides whether a passage answers or is only
 * the closest one.
 */
export function searchKnowledge(question: string, limit = 6): KnowledgeHit[] {
  const words = topicWords(question);
  if (words.length === 0) return [];
  const asked = words.flat().filter((form) => !form.includes(SOUND));
  return index
    .search(question, KNOWLEDGE_SEARCH)
    .slice(0, limit + CANDIDATES)
    .flatMap((result) => {
      const document = knowledgeByKey(String(result.id));
      const matched = new Set(result.queryTerms);
      const rank = words.filter((forms) => forms.some((form) => matched.has(form))).length / words.length;
      const inTitle = Object.entries(result.match).some(([term, fields]) => fields.includes('title') && asked.some((form) => term.startsWith(form)));
      return document ? [{ document, rank, score: result.score, inTitle }] : [];
    })
    .sort((a, b) => b.rank - a.rank || b.score - a.score)
    .slice(0, limit);
}

/**
 * Words only a question about home energy uses, matched as the search matches ("insolation",
 * "soler panals" count): such a question gets "I don't know" rather than "outside home energy", and
 * weak passages may answer it.
 */
const HOME_ENERGY_WORDS =
  'energy heat heating warm cold bill gas electric electricity insulation insulate boiler radiator solar panel photovoltaic epc damp mould mold ' +
  'condensation kwh tariff grant draught draft window glazing loft attic lagging wall cavity thermostat carbon co2 retrofit ventilation pump ashp ' +
  'certificate landlord tenant rented rental letting mees';

/** Whether a text holds one of `words`, matched as the search matches: spelling slips and word endings allowed. */
export function mentionsAnyOf(words: string): (text: string) => boolean {
  const vocabulary = new MiniSearch<{ id: string; text: string }>({ fields: ['text'], processTerm: topicTerms });
  vocabulary.add({ id: 'words', text: words });
  const options = searchOver(vocabulary);
  return (text) => vocabulary.search(text, options).length > 0;
}

/** Whether a question is about home energy at all, spelled right or not. */
export const soundsLikeHomeEnergy = mentionsAnyOf(HOME_ENERGY_WORDS);
