// @vitest-environment node
// As scripts/prerender.ts renders them: in Node, with React's server renderer. In the page's
// environment its renderer would share React with the client tests after it in the same worker
// (decision 033, ninth pass), and it leaves the router's context set: every later <Router> threw.
import { describe, expect, it } from 'vitest';
import { renderPage } from './prerender';

/**
 * The pages are prerendered one after another in one process, in their files' order (decision
 * 035): a signed-in page rendered first must leave nothing behind. Its sign-out once left "You
 * signed out" in /sign-in's HTML, which its visitors' first render does not show: React threw the
 * HTML away (error #418 in e2e/prerender.spec.ts).
 */
describe('prerendered pages do not depend on the order they are made in', () => {
  it('/sign-in is the same HTML after a signed-in page as alone', async () => {
    const alone = await renderPage('/sign-in', false);
    expect(alone).not.toContain('You signed out');
    await renderPage('/cards', true);
    expect(await renderPage('/sign-in', false)).toBe(alone);
  }, 60_000);
});
