// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  createFromSnapshot,
  exportSnapshot,
  replaceWithSnapshot,
} from '../domain/account-snapshot';
import { fundCard } from '../domain/cards';
import { accountAdded, emptyChanges } from '../domain/changes';
import type { Ctx } from '../domain/context';
import { confirmDeposit, simulateDeposit } from '../domain/deposits';
import { newAccountContext } from '../domain/new-account';
import { createScenarioAccount } from '../domain/scenarios';
import { emptyState } from '../domain/state';
import { createWebhook } from '../domain/webhooks';
import { seededRandom } from '../runtime';
import { memoryRecordStore } from './records';
import { restoreSnapshot } from './snapshot';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');

/** What an import changes reaches the record store: the rows equal memory after it (decision 023). */
describe('an imported snapshot in the record store', () => {
  it("replacing an account removes its old rows and writes the file's", () => {
    const env = {
      state: emptyState('ab'.repeat(32)),
      random: seededRandom(5),
      now: NOW,
      changes: emptyChanges(),
    };
    const { account: busy } = createScenarioAccount(env, 'busy-month');
    const { ctx: from } = newAccountContext(env);
    from.account = busy;
    const file = JSON.parse(JSON.stringify(exportSnapshot(from as Ctx, NOW)));

    const { ctx, finish } = newAccountContext(env);
    confirmDeposit(ctx, simulateDeposit(ctx, 'usdt', 100_00).id);
    fundCard(ctx, ctx.account.cards[0]!.id, 50_00);
    createWebhook(ctx, { url: 'https://hooks.example.com/a', events: ['*'] });
    finish();
    const store = memoryRecordStore();
    const first = emptyChanges();
    accountAdded(first, ctx.account);
    store.commit(first, env.state.secret);

    ctx.changes = emptyChanges();
    replaceWithSnapshot(ctx, file, NOW);
    store.commit(ctx.changes, env.state.secret);
    const loaded = store.load()!.accounts[ctx.account.seedHash]!;
    expect(loaded).toEqual({ idempotencyKeys: [], ...ctx.account });
    expect(loaded.cards.map((c) => c.id)).toEqual(busy.cards.map((c) => c.id));
    expect(loaded.deliveries).toEqual([]);
  });

  it('a new account from a file is written whole, and survives a whole-state snapshot', () => {
    const env = {
      state: emptyState('cd'.repeat(32)),
      random: seededRandom(6),
      now: NOW,
      changes: emptyChanges(),
    };
    const { account } = createScenarioAccount(env, 'low-balance-recurring');
    const { ctx } = newAccountContext(env);
    ctx.account = account;
    const file = JSON.parse(JSON.stringify(exportSnapshot(ctx, NOW)));
    env.changes = emptyChanges();
    const store = memoryRecordStore();
    const made = createFromSnapshot(env, file);
    store.commit(env.changes, env.state.secret);
    expect(store.load()!.accounts[made.account.seedHash]).toEqual({
      idempotencyKeys: [],
      ...made.account,
    });
    const restored = restoreSnapshot(JSON.stringify(env.state));
    expect(restored.accounts[made.account.seedHash]!.transactions).toEqual(account.transactions);
  });
});
