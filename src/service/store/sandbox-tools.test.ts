// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fundCard } from '../domain/cards';
import { accountAdded, emptyChanges } from '../domain/changes';
import { advanceClock } from '../domain/clock';
import type { Ctx } from '../domain/context';
import { confirmDeposit, simulateDeposit } from '../domain/deposits';
import { newAccountContext } from '../domain/new-account';
import { createScenarioAccount, loadScenario, SCENARIOS } from '../domain/scenarios';
import { emptyState } from '../domain/state';
import { triggerEvent } from '../domain/triggers';
import { WEBHOOK_EVENTS } from '../../contract/webhooks';
import { seededRandom } from '../runtime';
import { memoryRecordStore } from './records';
import { restoreSnapshot } from './snapshot';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const env = () => ({
  state: emptyState('ab'.repeat(32)),
  random: seededRandom(3),
  now: NOW,
  changes: emptyChanges(),
});

/** A store holding the account as it is, and a check that it still matches after `act`. */
function kept(ctx: Ctx) {
  const store = memoryRecordStore();
  const first = emptyChanges();
  accountAdded(first, ctx.account);
  store.commit(first, ctx.state.secret);
  return (act: () => void) => {
    ctx.changes = emptyChanges();
    act();
    store.commit(ctx.changes, ctx.state.secret);
    const loaded = store.load()!.accounts[ctx.account.seedHash]!;
    expect(loaded).toEqual({ idempotencyKeys: [], ...ctx.account });
    return loaded;
  };
}

describe('what the clock, scenarios and triggers change reaches the record store (decision 020)', () => {
  it('keeps the clock offset, in the rows and in a snapshot', () => {
    const { ctx } = newAccountContext(env());
    confirmDeposit(ctx, simulateDeposit(ctx, 'usdt', 100_00).id);
    fundCard(ctx, ctx.account.cards[0]!.id, 50_00);
    const loaded = kept(ctx)(() => advanceClock(ctx, { byMs: 7 * DAY }));
    expect(loaded.clockOffsetMs).toBe(7 * DAY);
    const restored = restoreSnapshot(JSON.stringify(ctx.state));
    expect(restored.accounts[ctx.account.seedHash]!.clockOffsetMs).toBe(7 * DAY);
  });

  it.each(SCENARIOS.map((s) => s.id))("%s, loaded into the caller's account", (id) => {
    const { ctx } = newAccountContext(env());
    const check = kept(ctx);
    check(() => loadScenario(ctx, id));
    check(() => advanceClock(ctx, { byMs: 40 * DAY }));
  });

  it('busy-month in a new account: everything is in its change set', () => {
    const e = env();
    const { account } = createScenarioAccount(e, 'busy-month');
    const store = memoryRecordStore();
    store.commit(e.changes, e.state.secret);
    expect(store.load()!.accounts[account.seedHash]).toEqual({ idempotencyKeys: [], ...account });
  });

  it('every trigger', () => {
    const { ctx } = newAccountContext(env());
    const check = kept(ctx);
    for (const type of WEBHOOK_EVENTS) check(() => triggerEvent(ctx, type));
  });
});
