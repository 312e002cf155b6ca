import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { overAnswer } from '../../test/over-answer';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['cards'] });

describe('a card list answer with more rows than asked (issue #47 item 7)', () => {
  it('20,000 cards for a page of 25: the page shows 25, says so, and asks for 25 cards’ rules', async () => {
    const sandbox = setupTestSandbox({ latencyMs: 0 });
    const { seed } = await sandbox.activeAccount(100);
    const asked = overAnswer(sandbox.service, '/cards', 20_000);
    sessionStore.signIn(seed);
    const started = performance.now();
    renderApp('/cards');
    const table = await screen.findByRole('table', { name: 'Cards' }, { timeout: 15_000 });
    const elapsed = performance.now() - started;
    // Two shared cores at load 11–14 (2026-11-28): 1.1–1.9 s, of which 1.05 s is the app's start
    // with a one-card answer; before the rows were cut, no page after 120 s.
    // Bound with room for a loaded machine; the unbounded render took 60 s (issue #47).
    expect(elapsed).toBeLessThan(15_000);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 25);
    expect(
      screen.getByText(
        'The service sent more than this page asked for (20000 for a page of 25). Showing 25 of them.',
      ),
    ).toBeVisible();
    // The rest of the answer is pages of 25, as if the service had paged it.
    expect(screen.getByText('1–25 of 20000')).toBeVisible();
    // Each shown card's rules, and no other's (the page asks twice: its route's and its own).
    const rules = new Set(asked.filter((path) => /\/cards\/[^/?]+$/.test(path)));
    expect(rules.size).toBe(25);
  }, 30_000);
});
