import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * axe-core (WCAG 2.1 A and AA) over what a component test shows now: names, roles, ARIA, labels,
 * landmarks. jsdom lays nothing out, so the rules that need geometry or colour (contrast, target
 * size) are off here; the browser's axe walk (e2e/a11y.spec.ts) measures those on every page and
 * dialog in light and dark (issue #46: a moved journey's audits live on in both places).
 */
export async function expectNoAxeViolations(root: Element = document.body) {
  const { violations } = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
    resultTypes: ['violations'],
  });
  expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.html ?? ''}`)).toEqual([]);
}
