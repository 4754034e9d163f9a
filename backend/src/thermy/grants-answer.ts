import { emptyHousehold, NO_GRANTS_MESSAGE, type HouseholdData } from '@warmwise/common';
import { assessGrants, datedSchemes, schemeCovers, UNKNOWN_HOME, type AssessedScheme, type DatedScheme, type GrantsHome } from '../grants/index.js';
import { followUps, type ThermyAnswer } from './thermy-answer.js';

const GRANTS_QUESTION = /\b(grants?|funding|funded|schemes?|subsid(y|ies)|eligib(le|ility)|financial help|help (to |with )?pay(ing)?)\b/i;

export const isGrantsQuestion = (question: string) => GRANTS_QUESTION.test(question);

const GRANT_SUGGESTIONS = ['How much would a heat pump save me?', 'Who should install the work?', 'How much would loft insulation save me?'];

const VERDICT_WORDS: Record<AssessedScheme['verdict'], string> = { likely: 'likely for you', check: 'worth checking', unlikely: 'probably not for you' };

/** The amount as of its source's date, and the end of an ended scheme: the figures the questionnaire shows. */
const line = (scheme: DatedScheme) =>
  `• ${scheme.name} (${scheme.amount}, as of ${scheme.amountAsOf}${scheme.endedOn ? `; ended on ${scheme.endedOn}` : ''}): ${scheme.description}`;

const judgedLine = (scheme: AssessedScheme) => `${line(scheme)} For you: ${VERDICT_WORDS[scheme.verdict]} (${scheme.reasons.join('; ')}).`;

const sourcesOf = (schemes: readonly DatedScheme[]) => schemes.map((scheme) => ({ title: scheme.name, url: scheme.website }));

const today = () => new Date().toISOString().slice(0, 10);

/** A scheme the question names, e.g. "What is the Boiler Upgrade Scheme?". */
export function namedScheme(question: string): DatedScheme | undefined {
  const asked = question.toLowerCase();
  return datedSchemes().find((scheme) => asked.includes(scheme.name.toLowerCase()) || asked.includes(scheme.id.replace(/-/g, ' ')));
}

export function schemeAnswer(question: string, scheme: DatedScheme): ThermyAnswer {
  const requirements = scheme.requirements.length > 0 ? ` It asks for: ${scheme.requirements.join('; ')}.` : '';
  return {
    reply: `${line(scheme).slice(2)}${requirements} How to apply: ${scheme.applicationProcess}`,
    sources: sourcesOf([scheme]),
    suggestions: followUps(question, ['Which grants could I get?', ...GRANT_SUGGESTIONS]),
  };
}

/** The measure a grants question asks about, by the words people use for it. */
const TOPIC_WORDS = [
  ['insulation', /\b(insulat\w*|loft|cavity|walls?|floors?|draughts?|glazing|windows?)\b/i],
  ['heating', /\b(heat(ing)? pumps?|boilers?|heating|radiators?|storage heaters?)\b/i],
  ['solar', /\b(solar|panels?|pv|batter(y|ies))\b/i],
] as const;
type Topic = (typeof TOPIC_WORDS)[number][0];
const TOPIC_NAMES: Record<Topic, string> = { insulation: 'insulation', heating: 'heating (a heat pump or a new boiler)', solar: 'solar panels' };

const topicOf = (question: string): Topic | null => TOPIC_WORDS.find(([, words]) => words.test(question))?.[0] ?? null;

/**
 * "What grants could I get for insulation?": the grants engine's verdicts for the saved home (its
 * nation, tenure, rating and heating) and whatever is known of the household, only the schemes that
 * pay towards the measure asked about, likely first: the same verdicts as the Grants tab.
 */
function measureGrantsAnswer(question: string, topic: Topic, household: HouseholdData, home: GrantsHome, basis: string): ThermyAnswer {
  const schemes = assessGrants({ household, home, today: today() }).filter((scheme) => schemeCovers(scheme.id, topic));
  const what = TOPIC_NAMES[topic];
  if (schemes.length === 0) {
    return { reply: `No scheme we track pays towards ${what} for you. ${NO_GRANTS_MESSAGE}`, sources: [], suggestions: followUps(question, GRANT_SUGGESTIONS) };
  }
  return {
    reply: `${basis}, these schemes pay towards ${what}, likely first:\n${schemes.map(judgedLine).join('\n')}\nCheck each scheme's own page before you apply: schemes change often.`,
    sources: sourcesOf(schemes),
    suggestions: followUps(question, GRANT_SUGGESTIONS),
  };
}

/** Where a household's answers came from, said before the schemes they match. */
export type HouseholdBasis = { from: 'questionnaire' } | { from: 'question'; understood: string[] };

/**
 * "Which grants could I get?": the grants engine's verdicts for the circumstances the question
 * states, else for the visitor's grants questionnaire answers, likely first; without either, the
 * schemes open to every household, and where to check the rest.
 */
export function eligibleGrantsAnswer(question: string, known: { household: HouseholdData; basis: HouseholdBasis } | null, home: GrantsHome = UNKNOWN_HOME): ThermyAnswer {
  const basis = !known
    ? home.nation ? 'For your saved home' : 'For a home in England, Scotland, Wales or Northern Ireland'
    : known.basis.from === 'questionnaire'
      ? 'From your answers to the grants questionnaire'
      : `From what you told me (${known.basis.understood.join(', ')})`;
  const topic = topicOf(question);
  if (topic) return measureGrantsAnswer(question, topic, known?.household ?? emptyHousehold(), home, basis);
  if (known) {
    const schemes = assessGrants({ household: known.household, home, today: today() });
    if (schemes.length === 0) return { reply: NO_GRANTS_MESSAGE, sources: [], suggestions: followUps(question, GRANT_SUGGESTIONS) };
    return {
      reply: `${basis}, these schemes could apply to you, likely first:\n${schemes.map(judgedLine).join('\n')}\nCheck each scheme's own page before you apply: schemes change often.`,
      sources: sourcesOf(schemes),
      suggestions: followUps(question, GRANT_SUGGESTIONS),
    };
  }
  const open = datedSchemes().filter((scheme) => scheme.eligibility.includes('all') && scheme.nation === null && scheme.endedOn === null);
  return {
    reply:
      `These schemes are open to most households:\n${open.map(line).join('\n')}\n` +
      'Others depend on benefits, age, disability or the size of your household. Tell me about those, or answer the grants questionnaire on your energy plan, and I can tell you which of them match.',
    sources: sourcesOf(open),
    suggestions: followUps(question, GRANT_SUGGESTIONS),
  };
}
