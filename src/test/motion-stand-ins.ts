import { afterEach, beforeEach, vi } from 'vitest';

/**
 * What a browser has and jsdom lacks, for the closing motion (components/ui/closing-motion.ts):
 * Web Animations (each animation recorded, finished on demand), constructable style sheets, the
 * reduced-motion media query, and a box for `boxed` elements resting on the screen's foot.
 * Call at a test file's top; `reduced` asks for reduced motion in the current test.
 */
export function motionStandIns(boxed: { prototype: Element }) {
  const state = {
    reduced: false,
    played: [] as { id: string; finish: () => void }[],
  };
  beforeEach(() => {
    state.reduced = false;
    state.played.length = 0;
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('no-preference') && !state.reduced,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    Object.defineProperty(Document.prototype, 'adoptedStyleSheets', {
      configurable: true,
      value: [],
    });
    CSSStyleSheet.prototype.replaceSync = vi.fn();
    Element.prototype.animate = function (_frames, options) {
      let finish = () => undefined as void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const id = typeof options === 'object' ? (options.id ?? '') : '';
      state.played.push({ id, finish });
      return { id, finished } as unknown as Animation;
    };
    vi.spyOn(boxed.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: window.innerHeight - 344, width: 390, height: 344 }),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete (Document.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
    delete (CSSStyleSheet.prototype as { replaceSync?: unknown }).replaceSync;
    delete (Element.prototype as { animate?: unknown }).animate;
  });
  return state;
}

/** The closing picture's host, while it is in the page. */
export const closingPicture = () =>
  document.body.querySelector(':scope > [data-closing][aria-hidden="true"][inert]');
