import { firstScreenTexts, PLAN_FIRST_SCREEN_ELEMENT_ID, PLAN_FIRST_SCREEN_TEMPLATE, type PlanFirstScreen } from '@warmwise/common';
import { escapeHtml } from '../mail/escape-html.js';
import { escapeRegExp } from './escape-reg-exp.js';

const ROOT_ELEMENT = '<div id="root">';

/**
 * JSON as the text of a `<script type="application/json">`: the HTML parser ends the element at
 * the first `</script` and treats `<!--` specially, whatever JSON means, so every `<` (and, for
 * good measure, `>` and `&`) is written as its \u escape, which JSON.parse reads back as the same
 * character. U+2028 and U+2029 are escaped too, as any script-embedded JSON should be.
 */
function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Every placeholder of the template's texts, found in one pass. */
const PLACEHOLDERS = new RegExp(
  firstScreenTexts(PLAN_FIRST_SCREEN_TEMPLATE)
    .map(([placeholder]) => escapeRegExp(placeholder))
    .join('|'),
  'g',
);

/**
 * The plan page's template (written by the build: the page with the plan's first screen drawn from
 * placeholders) made the visitor's own: each placeholder replaced by its text, escaped as HTML, and
 * the same first screen as a data block before the app's root, for the app to draw from while it
 * reads the rest of the plan. One pass over the template, with a function for each replacement, so
 * an address that reads like a placeholder, or holds `$&`, stays the text it is.
 */
export function fillPlanFirstScreen(template: string, firstScreen: PlanFirstScreen): string {
  const texts = new Map(firstScreenTexts(firstScreen));
  const page = template.replace(PLACEHOLDERS, (placeholder) => escapeHtml(texts.get(placeholder) ?? ''));
  const dataBlock = `<script type="application/json" id="${PLAN_FIRST_SCREEN_ELEMENT_ID}">${jsonForScriptElement(firstScreen)}</script>`;
  return page.replace(ROOT_ELEMENT, () => `${dataBlock}${ROOT_ELEMENT}`);
}
