// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * index.html holds its first paint until the prerendered page is parsed whole (a render-blocking
 * `rel=expect` naming an element after #root): Chromium painted a starved page half-parsed, a
 * layout shift before any script ran (e2e/prerender.spec.ts).
 */
describe('the first paint of a prerendered page', () => {
  it('waits for an element that comes after the whole of #root', () => {
    const html = readFileSync('index.html', 'utf8'); // Vitest runs at the project's root.
    const page = new DOMParser().parseFromString(html, 'text/html');
    const expects = [...page.head.querySelectorAll('link[rel="expect"]')].filter((link) =>
      (link.getAttribute('blocking') ?? '').split(/\s+/).includes('render'),
    );
    expect(expects).toHaveLength(1);
    const id = expects[0]!.getAttribute('href')?.replace(/^#/, '') ?? '';
    const root = page.getElementById('root')!;
    const target = page.getElementById(id);
    expect(target, `#${id} in index.html`).not.toBeNull();
    expect(root.compareDocumentPosition(target!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(root.contains(target)).toBe(false);
  });
});
