/*
 * Browser APIs that jsdom lacks but Chakra UI (Zag, Floating UI) and the app call. Kept minimal
 * and inert: tests assert behaviour, not layout.
 */
class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

for (const name of ['ResizeObserver', 'IntersectionObserver'] as const) {
  if (!(name in window)) Object.defineProperty(window, name, { writable: true, value: NoopObserver });
}

// jsdom defines scrollTo as "not implemented" (it logs an error); the app calls it on every route change.
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });
Element.prototype.scrollTo = function scrollTo() {};
Element.prototype.scrollIntoView = function scrollIntoView() {};

if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
}

// jsdom has no PointerEvent, and Chakra's checkboxes (Zag's press tracking) construct one when
// focus leaves them.
if (typeof window.PointerEvent !== 'function') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { writable: true, configurable: true, value: PointerEventPolyfill });
}
