import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { setupTestSandbox } from '../test/sandbox';
import { sessionStore } from '../lib/session';
import { sandboxClockQuery } from './sandbox-tool-keys';
import { sandboxToolQueries } from './sandbox-tools';

/**
 * The account's clock is asked for by the sandbox panel and by every page that judges a day or a
 * countdown (use-service-now.ts): one declaration, so the two can never disagree on its key, its
 * reader or its options (issue #49).
 */
describe('the sandbox clock query', () => {
  it('is one declaration: the panel’s is the service time’s', () => {
    expect(sandboxToolQueries.clock).toBe(sandboxClockQuery);
  });

  it('reads the account’s clock with the reader it loads on first use', async () => {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(10);
    await sandbox.api('POST', '/sandbox/clock/advance', { seconds: 3600 }, seed);
    sessionStore.signIn(seed);
    const clock = await new QueryClient().fetchQuery(sandboxClockQuery());
    expect(clock.offset_ms).toBe(3_600_000);
  });
});
