import { heatingDecisionWords } from '@warmwise/common';
import type { HeatingDecision } from '../plan-copy.js';
import type { PdfWriter } from './pdf-writer.js';

/**
 * The heating decision in the plan screen's words: the option the plan recommends and counts, and the
 * other beside it with the same figures.
 */
export function writeHeatingDecision(writer: PdfWriter, decision: HeatingDecision): void {
  const words = heatingDecisionWords(decision);
  const section = writer.section(words.heading);
  writer.paragraph(section, words.recommendation, { bold: true, size: 11 });
  writer.paragraph(section, words.why);
  writer.paragraph(section, words.alternatives);
  for (const option of [words.chosen, words.alternative]) {
    const part = writer.section(`${option.label}: ${option.title}`, 'H3', section);
    writer.facts(part, option.rows);
  }
}
