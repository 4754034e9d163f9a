import { eligibleGrants, GRANT_SCHEMES, NO_GRANTS_MESSAGE, type GrantScheme, type HouseholdData } from '@warmwise/common';
import { followUps, type ThermyAnswer } from './thermy-answer.js';

const GRANTS_QUESTION = /\b(grants?|funding|funded|schemes?|subsid(y|ies)|eligib(le|ility)|financial help|help (to|with) pay(ing)?)\b/i;

export const isGrantsQuestion = (question: string) => GRANTS_QUESTION.test(question);

const GRANT_SUGGESTIONS = ['How much would a heat pump save me?', 'Who should install the work?', 'How much would loft insulation save me?'];

const line = (scheme: GrantScheme) =>
  `• ${scheme.name} (${scheme.amount}${scheme.asOf ? `; ${scheme.asOf}` : ''}): ${scheme.description}`;

const sourcesOf = (schemes: readonly GrantScheme[]) => schemes.map((scheme) => ({ title: scheme.name, url: scheme.website }));

/** A scheme the question names, e.g. "What is the Boiler Upgrade Scheme?". */
export function namedScheme(question: string): GrantScheme | undefined {
  const asked = question.toLowerCase();
  return GRANT_SCHEMES.find((scheme) => asked.includes(scheme.name.toLowerCase()) || asked.includes(scheme.id.replace(/-/g, ' ')));
}

export function schemeAnswer(question: string, scheme: GrantScheme): ThermyAnswer {
  const requirements = scheme.requirements.length > 0 ? ` It asks for: ${scheme.requirements.join('; ')}.` : '';
  return {
    reply: `${line(scheme).slice(2)}${requirements} How to apply: ${scheme.applicationProcess}`,
    sources: sourcesOf([scheme]),
    suggestions: followUps(question, ['Which grants could I get?', ...GRANT_SUGGESTIONS]),
  };
}

/** Where a household's answers came from, said before the schemes they match. */
export type HouseholdBasis = { from: 'questionnaire' } | { from: 'question'; understood: string[] };

/**
 * "Which grants could I get?": the shared eligibility rule applied to the circumstances the
 * question states, else to the visitor's grants questionnaire answers; without either, the schemes
 * open to every household, and where to check the rest.
 */
export function eligibleGrantsAnswer(question: string, known: { household: HouseholdData; basis: HouseholdBasis } | null): ThermyAnswer {
  if (known) {
    const schemes = eligibleGrants(known.household);
    if (schemes.length === 0) return { reply: NO_GRANTS_MESSAGE, sources: [], suggestions: followUps(question, GRANT_SUGGESTIONS) };
    const basis = known.basis.from === 'questionnaire'
      ? 'From your answers to the grants questionnaire'
      : `From what you told me (${known.basis.understood.join(', ')})`;
    return {
      reply: `${basis}, these schemes could apply to you:\n${schemes.map(line).join('\n')}\nCheck each scheme's own page before you apply: schemes change often.`,
      sources: sourcesOf(schemes),
      suggestions: followUps(question, GRANT_SUGGESTIONS),
    };
  }
  const open = GRANT_SCHEMES.filter((scheme) => scheme.eligibility.includes('all'));
  return {
    reply:
      `These schemes are open to most households:\n${open.map(line).join('\n')}\n` +
      'Others depend on benefits, age, disability or the size of your household. Tell me about those, or answer the grants questionnaire on your energy plan, and I can tell you which of them match.',
    sources: sourcesOf(open),
    suggestions: followUps(question, GRANT_SUGGESTIONS),
  };
}
