import type { Page } from '@playwright/test';

/**
 * What a toast or popup covers of the given parts of the screen (CSS selectors by name), sampled
 * every 100 ms for a while: a toast fades in and out, so one look could miss it. Answers the
 * overlaps seen, as text.
 */
export async function coveredDuring(page: Page, parts: Record<string, string>, ms: number): Promise<string[]> {
  return page.evaluate(
    async ({ parts, ms }) => {
      const seen = new Set<string>();
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      };
      for (const until = Date.now() + ms; Date.now() < until; ) {
        const layers = Array.from(document.querySelectorAll('[data-scope="toast"][data-part="root"], [role="dialog"], [role="alertdialog"]')).filter(visible);
        for (const [name, selector] of Object.entries(parts)) {
          const part = document.querySelector(selector);
          if (!part) continue;
          const box = part.getBoundingClientRect();
          for (const layer of layers) {
            const over = layer.getBoundingClientRect();
            const apart = over.right <= box.left || over.left >= box.right || over.bottom <= box.top || over.top >= box.bottom;
            if (!apart) seen.add(`"${(layer.textContent ?? '').slice(0, 40)}" over ${name}`);
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return [...seen];
    },
    { parts, ms },
  );
}
