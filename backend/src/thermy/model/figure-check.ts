const FIGURE = /\d[\d,]*(?:\.\d+)?/g;

const figuresIn = (text: string) => (text.match(FIGURE) ?? []).map((figure) => figure.replace(/,/g, '').replace(/\.0+$/, ''));

/**
 * The figures in the model's reply that appear nowhere in what it was given. Single digits are let
 * through: they number lists and steps as often as they state an amount.
 */
export function unsourcedFigures(reply: string, grounding: string): string[] {
  const given = new Set(figuresIn(grounding));
  return [...new Set(figuresIn(reply))].filter((figure) => !given.has(figure) && !/^\d$/.test(figure));
}
