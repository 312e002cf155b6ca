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
    renderApp('/cards');
    const table = await screen.findByRole('table', { name: 'Cards' }, { timeout: 60_000 });
    // No time bound here (figures are decision 005's, from the benchmark): 1–6 s measured on two
    // shared cores, 11–14 s with the browser suite running beside it; before the rows were cut,
    // no page after 120–300 s, so the wait above fails on the unbounded render.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 25);
    expect(
      screen.getByText(
        'The service sent more than this page asked for (20,000 for a page of 25). Showing 25 of them.',
      ),
    ).toBeVisible();
    // The rest of the answer is pages of 25, as if the service had paged it.
    expect(screen.getByText('1–25 of 20000')).toBeVisible();
    // Each shown card's rules, and no other's (the page asks twice: its route's and its own).
    const rules = new Set(asked.filter((path) => /\/cards\/[^/?]+$/.test(path)));
    expect(rules.size).toBe(25);
  }, 90_000);
});
