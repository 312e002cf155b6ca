import type { Page } from '@playwright/test';
import { focusHere, focusWalk, type Stop } from './focus-probe';

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
 * 2.4.11 at every stop forward and back through what the page (or open dialog) offers, focused in
 * the page (focus-probe.ts): what hides a focused control, as lines naming the place.
 */
export async function focusProblems(page: Page, where: string): Promise<string[]> {
  // A key first, as a person at a keyboard would: focus then shows as it does after Tab.
  await page.keyboard.press('Shift');
  const trail = await focusWalk(page);
  const found = trail
    .filter((stop) => stop.problem)
    .map((s) => `${where} (${s.key}): ${s.problem}`);
  return [...new Set(found)];
}

/**
 * Real key presses from where focus is, each stop measured (focus-probe.ts), until a stop comes
 * round again (leaving the page is not a stop): what `focusProblems` is held to in e2e/wcag22-focus-order.spec.ts.
 */
export async function pressThrough(page: Page, key: 'Tab' | 'Shift+Tab', max = 80) {
  const trail: Stop[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const stop = await focusHere(page);
    // Past the last stop focus leaves the page (to the browser, or round to the first stop).
    if (stop.id === 'body') continue;
    if (seen.has(stop.id)) break;
    seen.add(stop.id);
    trail.push(stop);
  }
  return trail;
}
