import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * WCAG 2.4.11 (focus not obscured) measured inside the page: one script round trip for a whole
 * place instead of two key actions and a script per stop (a Firefox stop cost ≈ 0.3 s that way,
 * 634 of the walk's 843 test-seconds — issue #46, decision 033). The stops are the sequential
 * focus order as tabbable (the library focus-trap uses) computes it, in the open modal dialog if
 * any; each is focused with the engine's own `focus()`, which scrolls it into view the way that
 * engine's Tab does. e2e/wcag22-focus-order.spec.ts holds both to real Tab and Shift+Tab.
 */

const tabbableSource = readFileSync(
  createRequire(import.meta.url).resolve('tabbable/dist/index.umd.min.js'),
  'utf8',
);

/** What the page keeps as `window.focusProbe`. Self-contained: it is sent as source. */
function focusProbe() {
  const describe = (node: Element) => {
    const text = node.getAttribute('aria-label') || node.textContent || node.getAttribute('title');
    const name = (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${name}"`;
  };
  /** Where an element is in the tree: the same place gives the same id. */
  const idOf = (el: Element) => {
    const path: number[] = [];
    for (let node: Element | null = el; node?.parentElement; node = node.parentElement)
      path.push([...node.parentElement.children].indexOf(node));
    return path.join('.');
  };
  /**
   * Why `el` is hidden by a fixed or sticky element (the sticky header, a toast, a banner, the
   * 3-D Secure alert, a drawer's own header), or null: not entirely inside one's box, and, as a
   * cross-check, the element at its centre is not one of them.
   */
  const obscured = (el: Element): string | null => {
    const r = el.getBoundingClientRect();
    if (el.tagName === 'DIALOG' || r.width <= 1 || r.height <= 1) return null;
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    // What is drawn at a point: the focused control (or what it contains), or a cover on top.
    const shownAt = (px: number, py: number) => {
      const hit = document.elementFromPoint(px, py);
      return !hit || el.contains(hit) || hit.contains(el);
    };
    const inner = [
      [x, y],
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
    ] as const;
    // Drawn at its centre and four corners: nothing covers it, no style need be read.
    if (inner.every(([px, py]) => shownAt(px, py))) return null;
    const modal = el.closest('dialog:modal');
    const covers = [...document.querySelectorAll<HTMLElement>('body *')].filter((node) => {
      if (node.contains(el) || el.contains(node)) return false;
      // Below a modal dialog's top layer nothing can cover what is in it.
      if (modal && !modal.contains(node)) return false;
      const style = getComputedStyle(node);
      // Each toast is placed absolutely inside sonner's fixed list.
      if (style.position !== 'fixed' && style.position !== 'sticky')
        if (!node.hasAttribute('data-sonner-toast')) return false;
      if (node.hasAttribute('data-sonner-toaster')) return false; // its toasts are checked
      if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0')
        return false;
      const box = node.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
    for (const cover of covers) {
      const b = cover.getBoundingClientRect();
      const w = Math.min(r.right, b.right) - Math.max(r.left, b.left);
      const h = Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top);
      // Inside the cover's box and, where z-order decides (a skip link above the header), under it.
      if (w >= r.width - 0.5 && h >= r.height - 0.5 && !inner.some(([px, py]) => shownAt(px, py)))
        return `${describe(el)} entirely under ${describe(cover)}`;
    }
    const hit = document.elementFromPoint(x, y);
    const over = hit && !el.contains(hit) && covers.find((cover) => cover.contains(hit));
    return over ? `${describe(el)}'s centre under ${describe(over)}` : null;
  };
  /** Every scroll position in the page, so two walks can be compared stop by stop. */
  const scrolled = () =>
    [document.scrollingElement!, ...document.querySelectorAll('body *')]
      .filter((node) => node.scrollTop !== 0 || node.scrollLeft !== 0)
      .map((node) => `${idOf(node)}@${Math.round(node.scrollTop)},${Math.round(node.scrollLeft)}`)
      .join(' ');
  type Stop = { id: string; scroll: string; problem: string | null };
  const here = (): Stop => {
    const el = document.activeElement;
    if (!el || el === document.body) return { id: 'body', scroll: scrolled(), problem: null };
    return { id: idOf(el), scroll: scrolled(), problem: obscured(el) };
  };
  const order = () => {
    const lib = (
      window as unknown as { tabbable: { tabbable: (n: Element, o: object) => Element[] } }
    ).tabbable;
    return lib.tabbable(document.querySelector('dialog:modal') ?? document.body, {
      displayCheck: 'full',
    }) as HTMLElement[];
  };
  /** Focuses each stop forward, then each backward (where a sticky header covers what scrolls up). */
  const walk = () => {
    const stops = order();
    const trail: Array<Stop & { key: string }> = [];
    for (const [key, list] of [
      ['Tab', stops],
      ['Shift+Tab', [...stops].reverse()],
    ] as const)
      for (const el of list) {
        el.focus();
        // A stop whose focus handler sent focus elsewhere is measured where focus went.
        trail.push({ key, ...here() });
      }
    return trail;
  };
  return { here, walk };
}

type Probe = ReturnType<typeof focusProbe>;
export type Stop = ReturnType<Probe['here']>;

/** The probe in this document (once per document, like axe in axe.ts). */
async function install(page: Page) {
  if (await page.evaluate('Boolean(window.focusProbe)')) return;
  await page.evaluate(tabbableSource);
  await page.evaluate(`window.focusProbe = (${focusProbe.toString()})()`);
}

/** Where focus is now and what hides it. */
export async function focusHere(page: Page): Promise<Stop> {
  await install(page);
  return page.evaluate('window.focusProbe.here()') as Promise<Stop>;
}

/** Every stop forward and back, focused in the page: its id, the scroll positions, any problem. */
export async function focusWalk(page: Page): Promise<Array<Stop & { key: string }>> {
  await install(page);
  return page.evaluate('window.focusProbe.walk()') as Promise<Array<Stop & { key: string }>>;
}
