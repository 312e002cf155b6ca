import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as Limits from '../../contract/limits';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

// The service's reveal limit, set lower for this file: the page counts against the same one
// (issue #49 item 5: one REVEALS_PER_MINUTE, the contract's RATE_LIMITS.detailsPerMinute).
vi.mock('../../contract/limits', async (original) => {
  const limits = await original<typeof Limits>();
  return { ...limits, RATE_LIMITS: { ...limits.RATE_LIMITS, detailsPerMinute: 5 } };
});

preloadLazy({ pages: ['cardDetail'] });

describe('the reveal budget', () => {
  it('is the service’s limit of reveals a minute', async () => {
    const sandbox = setupTestSandbox();
    const { seed, cardId } = await sandbox.activeAccount(100);
    sessionStore.signIn(seed);
    const user = userEvent.setup();
    renderApp(`/cards/${cardId}`);
    expect(await screen.findByText(/reveals left this minute/)).toHaveTextContent('5 of 5');
    await user.click(await screen.findByRole('button', { name: 'Reveal card details' }));
    await screen.findByText(/Hiding in/);
    expect(screen.getByText(/reveals left this minute/)).toHaveTextContent('4 of 5');
  });
});
