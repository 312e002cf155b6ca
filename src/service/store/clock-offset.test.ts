// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fundCard } from '../domain/cards';
import { accountAdded, emptyChanges } from '../domain/changes';
import { advanceClock } from '../domain/clock';
import { confirmDeposit, simulateDeposit } from '../domain/deposits';
import { newAccountContext } from '../domain/new-account';
import { emptyState } from '../domain/state';
import { seededRandom } from '../runtime';
import { memoryRecordStore } from './records';
import { restoreSnapshot } from './snapshot';

const DAY = 24 * 60 * 60 * 1000;

describe("an account's clock offset (decision 020)", () => {
  it('is kept by a record store (SQLite and IndexedDB write the same rows) and a snapshot', () => {
    const env = {
      state: emptyState('ab'.repeat(32)),
      random: seededRandom(3),
      now: Date.parse('2026-11-22T12:00:00.000Z'),
      changes: emptyChanges(),
    };
    const { ctx } = newAccountContext(env);
    confirmDeposit(ctx, simulateDeposit(ctx, 'usdt', 100_00).id);
    fundCard(ctx, ctx.account.cards[0]!.id, 50_00);
    const store = memoryRecordStore();
    const first = emptyChanges();
    accountAdded(first, ctx.account);
    store.commit(first, ctx.state.secret);

    ctx.changes = emptyChanges();
    advanceClock(ctx, { byMs: 7 * DAY });
    store.commit(ctx.changes, ctx.state.secret);
    const loaded = store.load()!.accounts[ctx.account.seedHash]!;
    expect(loaded.clockOffsetMs).toBe(7 * DAY);
    expect(loaded).toMatchObject(ctx.account);
    const restored = restoreSnapshot(JSON.stringify(ctx.state));
    expect(restored.accounts[ctx.account.seedHash]!.clockOffsetMs).toBe(7 * DAY);
  });
});
