/** A link an answer cites: an app page or a public page. */
export interface ThermySource {
  title: string;
  url: string;
}

/** What Thermy says to one question, before the conversation id is added. */
export interface ThermyAnswer {
  reply: string;
  sources: ThermySource[];
  suggestions: string[];
  /** The measure the answer was about, remembered for follow-up questions. */
  measureId?: string;
}

export const PLAN_SOURCE: ThermySource = { title: 'Your energy plan', url: '/plan' };
export const ASSUMPTIONS_SOURCE: ThermySource = { title: 'How we calculate your plan', url: '/about#plan-assumptions' };

/** What Thermy can help with, said whenever it cannot answer. */
const THERMY_TOPICS =
  'energy bills and tariffs, insulation and other improvements, heating and heat pumps, grants, EPC ratings, damp and ventilation, and choosing installers';

export const STARTER_SUGGESTIONS = ['How much would loft insulation save me?', 'Which grants could I get?', 'What is an EPC rating?'];

/** Up to three follow-ups, leaving out the question just asked. */
export function followUps(question: string, candidates: readonly string[]): string[] {
  const asked = question.trim().toLowerCase().replace(/[?.!\s]+$/, '');
  const unique = [...new Set(candidates)].filter((each) => each.toLowerCase().replace(/[?.!\s]+$/, '') !== asked);
  return unique.slice(0, 3);
}

/** Sources without repeats, in the order given. */
export function uniqueSources(sources: readonly ThermySource[]): ThermySource[] {
  const seen = new Set<string>();
  return sources.filter((source) => !seen.has(source.url) && seen.add(source.url));
}

export const offTopicAnswer = (question: string): ThermyAnswer => ({
  reply: `That question looks outside home energy, so I can't help with it. I can answer questions about ${THERMY_TOPICS}.`,
  sources: [],
  suggestions: followUps(question, STARTER_SUGGESTIONS),
});

export const unknownAnswer = (question: string): ThermyAnswer => ({
  reply: `I don't know the answer to that, and I would rather not guess. Try asking it another way, or ask me about ${THERMY_TOPICS}.`,
  sources: [],
  suggestions: followUps(question, STARTER_SUGGESTIONS),
});
