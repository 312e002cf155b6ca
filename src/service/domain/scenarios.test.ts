// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../runtime';
import { declineReason } from './authorization';
import { emptyChanges } from './changes';
import { advanceClock } from './clock';
import type { Ctx } from './context';
import { newAccountContext } from './new-account';
import { GROCERY_VISITS, NEAR_LIMIT, RECURRING } from './scenario-builders';
import { createScenarioAccount, loadScenario, SCENARIOS } from './scenarios';
import { spentThisMonthCents } from './spending';
import { emptyState } from './state';
import { createWebhook } from './webhooks';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

function env(seed = 5, now = NOW) {
  return {
    state: emptyState('cd'.repeat(32)),
    random: seededRandom(seed),
    now,
    changes: emptyChanges(),
  };
}
/** The account's context after loading, as the next request would see it. */
function ctxOf(e: ReturnType<typeof env>, account: Ctx['account']): Ctx {
  return { ...e, account, events: [], secretsKey: 'k', changes: emptyChanges() };
}
const byType = (ctx: Ctx, type: string) => ctx.account.transactions.filter((t) => t.type === type);

describe('named scenarios (decision 020)', () => {
  it('new-account-waiting-deposit: a pending card and a pending deposit the clock confirms', () => {
    const e = env();
    const { account, result } = createScenarioAccount(e, 'new-account-waiting-deposit');
    expect(result).toMatchObject({ cards: 1, deposits: 1, transactions: 0, walletCents: 0 });
    expect(account.cards[0]!.status).toBe('pending_top_up');
    expect(account.deposits[0]!.status).toBe('pending');
    const ctx = ctxOf(e, account);
    advanceClock(ctx, { byMs: 2 * MIN });
    expect(account.deposits[0]!.status).toBe('confirmed');
    expect(account.cards[0]!.status).toBe('active');
    expect(ctx.events.map((x) => x.type)).toEqual(['deposit.confirmed', 'card.created']);
  });

  it("a new account's network and funding asset can be chosen", () => {
    const { account } = createScenarioAccount(env(), 'new-account-waiting-deposit', {
      card: 'visa',
      asset: 'BTC',
    });
    expect(account.cards[0]!.network).toBe('visa');
    expect(account.deposits[0]!.currency).toBe('btc');
  });

  it('busy-month: three cards, one frozen, ~200 transactions over 30 days, an expired deposit', () => {
    const e = env();
    const { account, result } = createScenarioAccount(e, 'busy-month');
    const ctx = ctxOf(e, account);
    expect(account.cards.map((c) => c.status).sort()).toEqual(['active', 'active', 'frozen']);
    expect(result.transactions).toBeGreaterThanOrEqual(150);
    expect(result.transactions).toBeLessThanOrEqual(250);
    for (const type of ['authorization', 'settlement', 'refund', 'decline'])
      expect(byType(ctx, type).length, type).toBeGreaterThan(0);
    const codes = new Set(byType(ctx, 'decline').map((t) => t.declineCode));
    expect(codes).toContain('card_frozen');
    expect(codes).toContain('category_not_allowed');
    expect(codes).toContain('insufficient_card_balance');
    const times = account.transactions.map((t) => Date.parse(t.createdAt));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW - 30 * DAY);
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(28 * DAY);
    expect(account.deposits.map((d) => d.status).sort()).toEqual(['confirmed', 'expired']);
    expect(account.challenges.map((c) => c.status)).toEqual(['pending']);
    expect(account.createdAt).toBe(new Date(NOW - 30 * DAY).toISOString());
    // Deterministic given the Random.
    expect(createScenarioAccount(env(), 'busy-month').account.transactions).toEqual(
      account.transactions,
    );
  });

  it('busy-month, then 6 minutes on the clock: the pending challenge expires and is declined', () => {
    const e = env(9);
    const { account } = createScenarioAccount(e, 'busy-month');
    const ctx = ctxOf(e, account);
    const challenge = account.challenges[0]!;
    const result = advanceClock(ctx, { byMs: 6 * MIN });
    expect(challenge.status).toBe('expired');
    expect(result.fired).toContainEqual({
      kind: 'challenge_expired',
      at: challenge.expiresAt,
      id: challenge.id,
    });
    const declined = ctx.events.find((x) => x.type === 'transaction.declined');
    expect(declined && 'transaction' in declined && declined.transaction).toMatchObject({
      challengeId: challenge.id,
      declineCode: 'three_ds_expired',
    });
  });

  it('low-balance-recurring: three months of the three charges, three grocery runs, $12.40 left, $3.10 in the wallet', () => {
    const e = env();
    const { account, result } = createScenarioAccount(e, 'low-balance-recurring');
    const ctx = ctxOf(e, account);
    const charges = byType(ctx, 'authorization');
    const grocer = "Trader Joe's";
    expect(charges.filter((t) => t.merchant.name !== grocer).map((t) => t.merchant.name)).toEqual(
      [0, 1, 2].flatMap(() => RECURRING.map((r) => r.merchant.name)),
    );
    expect(charges.filter((t) => t.merchant.name === grocer).map((t) => -t.amountCents)).toEqual(
      GROCERY_VISITS.map((g) => g.cents),
    );
    expect(result.transactions).toBe(24);
    expect(account.cards[0]!.balanceCents).toBe(12_40);
    expect(result.walletCents).toBe(3_10);
    expect(byType(ctx, 'settlement')).toHaveLength(12);
    const [netflix, spotify] = RECURRING;
    expect(declineReason(ctx, account.cards[0]!, netflix!.cents, netflix!.merchant)).toBe(
      'insufficient_card_balance',
    );
    expect(declineReason(ctx, account.cards[0]!, spotify!.cents, spotify!.merchant)).toBeNull();
  });

  it('near-monthly-limit: $480 of $500 spent this month; the next month frees the limit', () => {
    for (const now of [NOW, Date.parse('2026-12-01T00:10:00.000Z')]) {
      const e = env(5, now);
      const { account } = createScenarioAccount(e, 'near-monthly-limit');
      const ctx = ctxOf(e, account);
      const card = account.cards[0]!;
      expect(card.spendingLimitCents).toBe(NEAR_LIMIT.limitCents);
      expect(spentThisMonthCents(account, card.id, now)).toBe(480_00);
      expect(card.balanceCents).toBe(520_00);
      const merchant = account.transactions[0]!.merchant;
      expect(declineReason(ctx, card, 20_01, merchant)).toBe('exceeds_spending_limit');
      expect(declineReason(ctx, card, 20_00, merchant)).toBeNull();
      const d = new Date(now);
      advanceClock(ctx, { to: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) });
      expect(declineReason(ctx, card, 400_00, merchant)).toBeNull();
    }
  });

  it("loads into the caller's account only while it is fresh; a refusal changes nothing", () => {
    const e = env();
    const { ctx } = newAccountContext(e);
    createWebhook(ctx, { url: 'https://example.com/hook', events: ['*'] });
    const result = loadScenario(ctx, 'near-monthly-limit');
    expect(result.transactions).toBeGreaterThan(0);
    expect(ctx.account.webhooks).toHaveLength(1);
    expect(ctx.events).toEqual([]);
    const before = JSON.stringify(ctx.account);
    expect(() => loadScenario(ctx, 'busy-month')).toThrow(
      expect.objectContaining({ code: 'invalid_state' }),
    );
    expect(() => loadScenario(ctx, 'nope')).toThrow(
      expect.objectContaining({ code: 'invalid_request' }),
    );
    expect(JSON.stringify(ctx.account)).toBe(before);
  });

  it('describes every scenario', () => {
    for (const s of SCENARIOS) expect(s.description.length).toBeGreaterThan(100);
  });
});
