import type { GlobalStyleObject } from '@chakra-ui/react';

/**
 * What the browser prints (docs/product.md, "Your plan in steps and the heat-pump verdict"): the
 * plan itself, matching the PDF's content. The site's chrome, Thermy, anything to press or fill in,
 * the tab row and the measures' pictures (the PDF has none) go; every figure prints black on white
 * (a printer drops backgrounds, and light text on a dropped background vanishes); collapsed detail
 * opens; a card, a step or a figure is not split across pages.
 */
export const printCss: GlobalStyleObject = {
  '*, *::before, *::after': {
    _print: { background: 'transparent !important', color: '#000 !important', boxShadow: 'none !important', textShadow: 'none !important' },
  },
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
  ].join(', ')]: { _print: { display: 'none !important' } },
  '[data-scope="collapsible"][data-part="content"]': {
    _print: { display: 'block !important', height: 'auto !important', overflow: 'visible !important' },
  },
  'article, li, dl > div, [data-scope="stat"][data-part="root"]': { _print: { breakInside: 'avoid' } },
  'h2, h3': { _print: { breakAfter: 'avoid' } },
};
