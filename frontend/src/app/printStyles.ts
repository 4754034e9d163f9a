import type { GlobalStyleObject } from '@chakra-ui/react';

/**
 * What the browser prints (docs/product.md, "Printing the plan"): the plan itself as a document in
 * the PDF's order. The site's chrome, Thermy, anything to press or fill in, the tab row and the
 * measures' pictures (the PDF has none) go; every figure prints black on white (a printer drops
 * backgrounds, and light text on a dropped background vanishes). What the screen folds away and
 * paper must show has a print-only copy: Chakra's reset hides a closed collapsible with an
 * `!important` in an earlier cascade layer, which no rule here can undo. The `!important`s below
 * win over the components' own styles, which sit in later layers.
 *
 * Chromium does not grow a flex container by the space a kept-whole child leaves when it moves to
 * the next page, so the next part printed over it (the survey promo over the steps' introduction).
 * On paper the plan's column is therefore a grid, whose rows do grow, and its cards are plain
 * blocks. A measure's card, a figure, a step's measures and its running totals are not split
 * across pages; a long part (the steps, the heat-pump verdict) may run on, so no page is left half
 * blank, and a heading stays with what follows it.
 */
export const printCss: GlobalStyleObject = {
  '*, *::before, *::after': {
    _print: { background: 'transparent !important', color: '#000 !important', boxShadow: 'none !important', textShadow: 'none !important' },
  },
  '[data-print-document]': {
    _print: { display: 'grid !important', gridTemplateColumns: 'minmax(0, 1fr)', rowGap: '14pt !important' },
  },
  '[data-print-document] > [data-print-order="first"] > *': { _print: { order: -1 } },
  '[data-print-document] :is(.chakra-card__root, .chakra-card__header, .chakra-card__body)': { _print: { display: 'block !important' } },
  '[data-print-document] :is(.chakra-card__root, .chakra-card__body) > * + *': { _print: { marginTop: '8pt' } },
  '.chakra-card__header, h2, h3': { _print: { breakAfter: 'avoid' } },
  [[
    'header',
    'footer',
    'nav',
    'button',
    'form',
    '.chakra-button',
    '[role="tablist"]',
    '[role="dialog"]',
    '[data-scope="dialog"]',
    '[data-scope="toast"]',
    '[aria-label="Browser recommendation"]',
    'a[href="#main-content"]',
    'article img',
    // As specific as the plan's cards made blocks above, and after them, so a card marked so still goes.
    '[data-print-document] [data-print="hide"]',
    '[data-print="hide"]',
  ].join(', ')]: { _print: { display: 'none !important' } },
  'article, li, dl > div, [data-scope="stat"][data-part="root"]': { _print: { breakInside: 'avoid' } },
};
