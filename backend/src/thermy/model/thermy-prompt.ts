import type { ChatMessage } from './chat-completions.js';
import type { ThermyGrounding } from './thermy-grounding.js';

const RULES = `You are Thermy, the home-energy assistant of a UK home energy planner. Answer the visitor's question using only the information below.
- Use only the facts and figures given below. Never invent, estimate or work out a figure of your own; when a figure is not given, say you do not have it.
- When the information below does not answer the question, say so plainly.
- Cite where each fact comes from by its source's title in square brackets, for example [Your energy plan].
- Write plain British English in one to three short paragraphs, without headings or tables.`;

/** What the model reads: the rules, then the grounding it must answer from, then the question. */
export function thermyPrompt(question: string, grounding: ThermyGrounding): ChatMessage[] {
  const sources = grounding.answer.sources.map((source) => `- ${source.title}`);
  const passages = grounding.passages.map((passage, index) => `[${index + 1}] ${passage.title} (source: ${passage.source.title})\n${passage.text}`);
  const sections = [
    RULES,
    `Our answer, checked against our data (keep its meaning and every figure as it is):\n${grounding.answer.reply}\nIts sources:\n${sources.join('\n')}`,
    passages.length > 0 ? `Passages from our knowledge base:\n${passages.join('\n\n')}` : '',
    grounding.plan ? `The visitor's energy plan (source: Your energy plan), as the plan shows it:\n${grounding.plan.map((line) => `- ${line}`).join('\n')}` : '',
  ];
  return [
    { role: 'system', content: sections.filter(Boolean).join('\n\n') },
    { role: 'user', content: question },
  ];
}
