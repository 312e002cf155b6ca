// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '../../contract/webhooks';
import { seededRandom } from '../runtime';
import { emptyChanges } from './changes';
import { newAccountContext } from './new-account';
import { emptyState } from './state';
import { MAX_CARDS_FOR_TRIGGERS, TRIGGER_LABEL, triggerEvent } from './triggers';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');

/** A fresh account, as generate leaves it: its one card waits for a deposit. */
function fresh() {
  const env = {
    state: emptyState('ef'.repeat(32)),
    random: seededRandom(11),
    now: NOW,
    changes: emptyChanges(),
  };
  return newAccountContext(env).ctx;
}

describe('triggering the spec’s events by name (issue #31 item 3)', () => {
  it.each(WEBHOOK_EVENTS)('%s, from a fresh account', (type) => {
    const ctx = fresh();
    const result = triggerEvent(ctx, type);
    expect(result.event.type).toBe(type);
    expect(ctx.events).toContain(result.event);
    expect(result.emitted).toEqual(ctx.events);
  });

  it('every event, one after the other in one account, reusing one trigger card', () => {
    const ctx = fresh();
    for (const type of [...WEBHOOK_EVENTS, ...WEBHOOK_EVENTS])
      expect(triggerEvent(ctx, type).event.type).toBe(type);
    const live = ctx.account.cards.filter(
      (c) => c.label === TRIGGER_LABEL && c.status !== 'terminated',
    );
    expect(live.length).toBeLessThanOrEqual(3); // one per card.created, plus the reused one
    expect(ctx.account.cards.filter((c) => c.status === 'terminated')).toHaveLength(2);
  });

  it('records what it built as changes of the account', () => {
    const ctx = fresh();
    const { event } = triggerEvent(ctx, 'transaction.refunded');
    if (!('transaction' in event)) throw new Error('expected a transaction');
    expect([...ctx.changes.records.values()].map((c) => c.id)).toContain(event.transaction.id);
    expect(event.transaction).toMatchObject({
      type: 'refund',
      createdAt: new Date(NOW).toISOString(),
    });
  });

  it('refuses an unknown event, or a new card past the limit, changing nothing', () => {
    const ctx = fresh();
    triggerEvent(ctx, 'card.frozen');
    const template = ctx.account.cards[1]!;
    while (ctx.account.cards.length < MAX_CARDS_FOR_TRIGGERS)
      ctx.account.cards.push({ ...template, id: `card_${ctx.account.cards.length}`, label: 'x' });
    ctx.events.length = 0;
    const before = JSON.stringify(ctx.account);
    expect(() => triggerEvent(ctx, 'card.exploded')).toThrow(
      expect.objectContaining({ code: 'invalid_request' }),
    );
    expect(() => triggerEvent(ctx, 'card.created')).toThrow(
      expect.objectContaining({ code: 'limit_reached' }),
    );
    expect(JSON.stringify(ctx.account)).toBe(before);
    expect(ctx.events).toEqual([]);
    // The frozen trigger card is there: unfreezing needs no new card.
    expect(triggerEvent(ctx, 'card.unfrozen').event.type).toBe('card.unfrozen');
  });
});
