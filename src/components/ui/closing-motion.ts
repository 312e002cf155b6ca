/* eslint-disable lingui/no-unlocalized-strings -- CSS, selectors and animation ids: no words shown */
/**
 * Motion when a sheet or dialog closes (issue #48 item 16, decision 032). The app's dialogs close
 * by being unmounted, and focus goes back to the opener the moment one closes; so what moves is a
 * picture of the panel taken just before it goes: a copy in a closed shadow root, inert, hidden
 * from assistive technology and from the pointer, removed when its animation ends. Nothing waits
 * for it, and no query (Testing Library's, Playwright's, axe's) sees into it. Where reduced motion
 * is asked for, or an engine lacks a piece (Web Animations, constructable style sheets), the panel
 * simply goes, as before.
 */

/** The animations' id prefix, for a browser test to find them with `document.getAnimations()`. */
export const CLOSING_ANIMATION = 'closing';

export type Departure = {
  panel: HTMLElement;
  /** A class painting the dimmed page behind the panel (a background colour), which fades. */
  backdrop?: string;
  /** 'top': above any dialog still open (the popover top layer); a number: that z-index. */
  layer: 'top' | number;
  /** Sink to the foot; by default a panel resting on the screen's foot sinks, others fade. */
  sink?: boolean;
  /** What stays above the picture at the screen's foot (the tab bar): it sinks behind that. */
  floor?: HTMLElement | null;
};

// The copies keep the panel's classes; its own entrance (sheet-in) must not play again.
const STILL = '*, ::before, ::after { animation: none !important; transition: none !important; }';

let styles: { count: number; sheets: CSSStyleSheet[] } | undefined;

/** The page's CSS as constructed sheets a shadow root can adopt; rebuilt when a chunk adds CSS. */
function pageStyles(): CSSStyleSheet[] {
  const count = document.styleSheets.length;
  if (styles?.count === count) return styles.sheets;
  const text = [...document.styleSheets]
    .map((sheet) => {
      try {
        return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
      } catch {
        return ''; // a cross-origin sheet cannot be read
      }
    })
    .join('\n');
  const page = new CSSStyleSheet();
  page.replaceSync(text);
  const still = new CSSStyleSheet();
  still.replaceSync(STILL);
  styles = { count, sheets: [page, still] };
  return styles.sheets;
}

function canMove(): boolean {
  return (
    typeof Element.prototype.animate === 'function' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function' &&
    'adoptedStyleSheets' in Document.prototype &&
    window.matchMedia?.('(prefers-reduced-motion: no-preference)').matches === true
  );
}

/** A copy of `panel` as it looks now; form controls keep what they show (cloning drops it). */
function copyOf(panel: HTMLElement): HTMLElement {
  const copy = document.createElement('div');
  copy.className = panel.className;
  for (const child of panel.childNodes) copy.append(child.cloneNode(true));
  const fields = 'input, select, textarea';
  const copies = copy.querySelectorAll<HTMLInputElement>(fields);
  panel.querySelectorAll<HTMLInputElement>(fields).forEach((field, index) => {
    const twin = copies[index];
    if (!twin) return;
    twin.value = field.value;
    if (field.type === 'checkbox' || field.type === 'radio') twin.checked = field.checked;
  });
  return copy;
}

/**
 * Takes the picture of `panel` now (call it while the panel is still open and in the page) and
 * returns what plays it: call that once the panel has closed. Returns a no-op where nothing moves.
 */
export function pictureOfClosing(departure: Departure): () => void {
  // Never in the way of the closing itself (focus's return): a picture that fails is no picture.
  try {
    if (!canMove()) return () => undefined;
    const play = picture(departure);
    return () => {
      try {
        play();
      } catch {
        // (as above)
      }
    };
  } catch {
    return () => undefined;
  }
}

function picture({ panel, backdrop, layer, sink, floor }: Departure): () => void {
  const box = panel.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return () => undefined;
  const sinks = sink ?? Math.abs(box.bottom - window.innerHeight) < 2;

  // The host is the dimmed page (its backdrop class, fading) and, in its closed shadow root, the
  // copy. The host's own fade is in the light DOM, where `document.getAnimations()` sees it.
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.setAttribute('inert', '');
  host.dataset.closing = sinks ? 'sink' : 'fade';
  if (backdrop) host.className = backdrop;
  const bottom = floor ? Math.max(0, window.innerHeight - floor.getBoundingClientRect().top) : 0;
  host.style.cssText = `position:fixed;inset:0 0 ${bottom}px 0;margin:0;padding:0;border:0;width:auto;height:auto;max-width:none;max-height:none;overflow:hidden;contain:paint;pointer-events:none;z-index:${layer === 'top' ? 2147483647 : layer}`;
  if (!backdrop) host.style.background = 'transparent';
  const root = host.attachShadow({ mode: 'closed' });
  root.adoptedStyleSheets = pageStyles();
  const scene = document.createElement('div');
  // Dark comes from <html> (index.css's `dark` variant), which selectors in the copy cannot see.
  if (getComputedStyle(document.documentElement).getPropertyValue('color-scheme').includes('dark'))
    scene.className = 'dark';
  const copy = copyOf(panel);
  copy.style.cssText = `position:fixed;left:${box.left}px;top:${box.top}px;width:${box.width}px;height:${box.height}px;margin:0;max-width:none;max-height:none;overflow:hidden`;
  const scrolled = panel.scrollTop;
  scene.append(copy);
  root.append(scene);

  return () => {
    if (layer === 'top' && typeof host.showPopover === 'function') host.popover = 'manual';
    document.body.append(host);
    // Gone in any case, well after the motion: a picture must never stay over the page.
    setTimeout(() => host.remove(), 1000);
    // In the top layer the picture is above a dialog still open (a date picker's filter sheet).
    if (host.popover) host.showPopover();
    copy.scrollTop = scrolled;
    const timing: KeyframeAnimationOptions = {
      duration: sinks ? 200 : 150,
      easing: 'cubic-bezier(0.4, 0, 1, 1)',
      fill: 'forwards',
    };
    const moves = [
      copy.animate(
        sinks
          ? [{ transform: 'translateY(0)' }, { transform: 'translateY(100%)' }]
          : [
              { opacity: 1, transform: 'none' },
              { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' },
            ],
        { ...timing, id: `${CLOSING_ANIMATION}-${sinks ? 'sink' : 'fade'}` },
      ),
      ...(backdrop
        ? [
            host.animate(
              [
                { backgroundColor: getComputedStyle(host).backgroundColor },
                { backgroundColor: 'transparent' },
              ],
              { ...timing, id: CLOSING_ANIMATION },
            ),
          ]
        : []),
    ];
    void Promise.all(moves.map((move) => move.finished))
      .catch(() => undefined)
      .finally(() => host.remove());
  };
}
