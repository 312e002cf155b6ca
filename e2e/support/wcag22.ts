import type { Page } from '@playwright/test';

/**
 * WCAG 2.2 checks axe does not make (issue #27): 2.5.8 target size and 2.4.11 focus not obscured.
 * Each returns what it found wrong, as lines naming the place, so one test can list every offender.
 */

/**
 * 2.5.8: every button, link, switch, checkbox and radio the person can use now (in the open modal
 * dialog, if any) is at least 24×24 CSS px, or spaced so that a 24 px circle centred on it meets
 * no other target (nor another small target's circle). Links inside a sentence are exempt.
 */
export async function targetSizeProblems(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const describe = (node: Element) => {
      const text =
        node.getAttribute('aria-label') || node.textContent || node.getAttribute('title');
      const name = (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${name}"`;
    };
    const modal = document.querySelector('dialog:modal');
    const scope = modal ?? document.body;
    const selector =
      'button, a[href], [role="switch"], [role="button"], input[type="checkbox"], input[type="radio"]';
    const inSentence = (el: Element) => {
      if (getComputedStyle(el).display !== 'inline') return false;
      const parent = el.parentElement;
      return [...(parent?.childNodes ?? [])].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
    };
    // A checkbox or radio is used through its label too: the label's box is its target.
    const box = (el: Element) => {
      const input = el as HTMLInputElement;
      const label = input.labels?.[0];
      return (label && label.contains(el) ? label : el).getBoundingClientRect();
    };
    const targets = [...scope.querySelectorAll(selector)]
      .filter((el) => !el.closest('[inert], [hidden], [aria-hidden="true"]'))
      .filter((el) => {
        const style = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        // Visually hidden (sr-only, clipped to 1 px) or not rendered: nobody points at it.
        return style.visibility !== 'hidden' && r.width > 1 && r.height > 1;
      })
      .filter((el) => !inSentence(el))
      .map((el) => ({ el, r: box(el) }));
    const small = (r: DOMRect) => r.width < 23.5 || r.height < 23.5;
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const circleMeetsRect = (c: { x: number; y: number }, r: DOMRect) => {
      const dx = Math.max(r.left - c.x, 0, c.x - r.right);
      const dy = Math.max(r.top - c.y, 0, c.y - r.bottom);
      return dx * dx + dy * dy < 12 * 12 - 0.5;
    };
    const problems: string[] = [];
    for (const a of targets) {
      if (!small(a.r)) continue;
      const c = centre(a.r);
      const clash = targets.find((b) => {
        if (b === a || b.el.contains(a.el) || a.el.contains(b.el)) return false;
        if (b.r.width <= 1 || b.r.height <= 1) return false;
        if (circleMeetsRect(c, b.r)) return true;
        const d = centre(b.r);
        return small(b.r) && Math.hypot(c.x - d.x, c.y - d.y) < 24 - 0.5;
      });
      if (clash)
        problems.push(
          `${describe(a.el)} ${Math.round(a.r.width)}×${Math.round(a.r.height)} too close to ${describe(clash.el)}`,
        );
    }
    return problems;
  });
  return found.map((line) => `${where}: ${line}`);
}

/**
 * 2.4.11: the focused control is not hidden by a fixed or sticky element (the sticky header, a
 * toast, a banner, the 3-D Secure alert, a drawer's own header): not entirely covered by one's box,
 * and, as a cross-check, the element at its centre is not one of them. Also where focus is (`id`).
 */
export async function focusObscured(page: Page): Promise<{ id: string; problem: string | null }> {
  return page.evaluate(() => {
    const describe = (node: Element) => {
      const text =
        node.getAttribute('aria-label') || node.textContent || node.getAttribute('title');
      const name = (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${name}"`;
    };
    const el = document.activeElement;
    if (!el || el === document.body) return { id: 'body', problem: null };
    // Where it is in the tree: Tab has come round again when a place repeats.
    const path: number[] = [];
    for (let node: Element | null = el; node?.parentElement; node = node.parentElement)
      path.push([...node.parentElement.children].indexOf(node));
    const id = path.join('.');
    const r = el.getBoundingClientRect();
    if (el.tagName === 'DIALOG' || r.width <= 1 || r.height <= 1) return { id, problem: null };
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
    ];
    // Drawn at its centre and four corners: nothing can be covering it (both checks below need a
    // point where something else is drawn), so the style of every element need not be read — most
    // stops end here, and the walk is a round trip per stop instead of a page's layout each.
    if (inner.every(([px, py]) => shownAt(px!, py!))) return { id, problem: null };
    const modal = el.closest('dialog:modal');
    const covers = [...document.querySelectorAll<HTMLElement>('body *')].filter((node) => {
      if (node.contains(el) || el.contains(node)) return false;
      // Below a modal dialog's top layer nothing can cover what is in it.
      if (modal && !modal.contains(node)) return false;
      const style = getComputedStyle(node);
      if (style.position !== 'fixed' && style.position !== 'sticky') {
        // Each toast is placed absolutely inside sonner's fixed list.
        if (!node.hasAttribute('data-sonner-toast')) return false;
      }
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
      if (w >= r.width - 0.5 && h >= r.height - 0.5 && !inner.some(([px, py]) => shownAt(px!, py!)))
        return { id, problem: `${describe(el)} entirely under ${describe(cover)}` };
    }
    const hit = document.elementFromPoint(x, y);
    const over = hit && !el.contains(hit) && covers.find((cover) => cover.contains(hit));
    return { id, problem: over ? `${describe(el)}'s centre under ${describe(over)}` : null };
  });
}

/** Counts scrolls anywhere in the page (the document or any box) from now on. */
const countScrolls = (page: Page) =>
  page.evaluate(() => {
    const counted = window as unknown as { scrolls?: number };
    if (counted.scrolls === undefined)
      document.addEventListener('scroll', () => (counted.scrolls! += 1), { capture: true });
    counted.scrolls = 0;
  });
/** Scrolls counted, read after the next frame (scroll events are dispatched as a frame begins). */
const scrolls = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) =>
        requestAnimationFrame(() => done((window as unknown as { scrolls: number }).scrolls)),
      ),
  );

/**
 * Tabs forward through what the page (or open dialog) offers, then back with Shift+Tab (where a
 * sticky header covers what scrolls up under it), checking each stop with `focusObscured`. When
 * nothing scrolled on the way forward, every stop is where it was and the way back would measure
 * the same boxes again: it is skipped (about half the places: dialogs, short pages; each Firefox
 * stop is two BiDi key actions and a script, ≈ 0.3 s there — issue #46).
 */
export async function tabThrough(page: Page, where: string, max = 80): Promise<string[]> {
  const found = new Set<string>();
  await countScrolls(page);
  for (const key of ['Tab', 'Shift+Tab']) {
    if (key === 'Shift+Tab' && (await scrolls(page)) === 0) break;
    const seen = new Set<string>();
    for (let i = 0; i < max; i++) {
      await page.keyboard.press(key);
      let { id, problem } = await focusObscured(page);
      // What focus is hidden by is measured again once the page has drawn twice and scrolling has
      // settled: Firefox once hit-tested the skip link under the header as focus moved to it (a
      // frame in flight); a control that stays hidden is still reported.
      if (problem) {
        await page.evaluate(
          () =>
            new Promise((done) =>
              requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100))),
            ),
        );
        ({ id, problem } = await focusObscured(page));
      }
      if (seen.has(id)) break;
      seen.add(id);
      if (problem) found.add(`${where} (${key}): ${problem}`);
    }
  }
  return [...found];
}
