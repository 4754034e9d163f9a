/**
 * Marks what the build leaves for the browser to render: the error's digest travels with the
 * page, so the browser can tell this planned hand-over from a real failure.
 */
export const RENDERED_IN_THE_BROWSER = 'rendered-in-the-browser';

/**
 * Stands for a page whose content depends on the visitor (the wizard, the plan). Thrown while
 * prerendering, it makes React send the page's frame with the loading placeholder where the
 * page goes and mark that part for the browser to render once the page's code has arrived.
 */
export function RenderedInTheBrowser(): never {
  throw Object.assign(new Error('rendered in the browser'), { digest: RENDERED_IN_THE_BROWSER });
}
