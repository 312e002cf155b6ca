// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BINS } from './domain/catalogue';
import type { ServiceState } from './domain/state';
import { memoryRecordStore } from './store/records';
import { testService } from './testing';

/**
 * Random command sequences against one account, checking the money and state rules in cents
 * after every step:
 *   deposits credited = wallet + Σ card balances + net spent (spent − refunds)
 *   no balance is ever negative
 *   a terminated card stays terminated
 *   an idempotent replay and a refused request change nothing
 */
const cents = (usd: number) => Math.round(usd * 100);
const amount = fc.integer({ min: 1, max: 300_000 }).map((c) => c / 100);

const command = fc.oneof(
  fc.record({
    op: fc.constant('deposit' as const),
    usd: fc.integer({ min: 500, max: 2_000_000 }).map((c) => c / 100),
    confirm: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('create' as const),
    bin: fc.constantFrom(...BINS.map((b) => b.id)),
    amount,
  }),
  fc.record({ op: fc.constant('fund' as const), card: fc.nat(), amount }),
  fc.record({ op: fc.constant('withdraw' as const), card: fc.nat(), amount }),
  fc.record({ op: fc.constant('freeze' as const), card: fc.nat() }),
  fc.record({ op: fc.constant('unfreeze' as const), card: fc.nat() }),
  fc.record({ op: fc.constant('terminate' as const), card: fc.nat() }),
  fc.record({
    op: fc.constant('purchase' as const),
    card: fc.nat(),
    amount,
    threeDs: fc.boolean(),
    rightCode: fc.boolean(),
  }),
  fc.record({ op: fc.constant('settle' as const), txn: fc.nat() }),
  fc.record({
    op: fc.constant('refund' as const),
    txn: fc.nat(),
    partial: fc.option(amount, { nil: undefined }),
  }),
  fc.record({
    op: fc.constant('limits' as const),
    card: fc.nat(),
    limit: fc.option(
      fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
      { nil: undefined },
    ),
    autoFreeze: fc.option(
      fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
      { nil: undefined },
    ),
  }),
  fc.record({ op: fc.constant('replay' as const) }),
  fc.record({ op: fc.constant('wait' as const), ms: fc.integer({ min: 1000, max: 400_000 }) }),
);

/** Accounts as compared between memory and a record store (a store lists every collection). */
const normalized = (state: ServiceState) =>
  Object.values(state.accounts).map((a) => ({ ...a, idempotencyKeys: a.idempotencyKeys ?? [] }));

describe('sandbox model', () => {
  it('keeps the money invariants over 1,000 random command sequences', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { minLength: 1, maxLength: 14 }),
        fc.integer(),
        async (commands, seedNo) => {
          const records = memoryRecordStore();
          const { call, clock, service } = testService({ seed: seedNo, limits: false, records });
          const seed = (await call('POST', '/')).body.seed as string;
          const terminated = new Set<string>();
          let lastMutation: { method: string; path: string; body?: unknown; key: string } | null =
            null;
          const state = () => JSON.stringify(service.snapshot().accounts);

          const mutate = async (method: string, path: string, body?: unknown) => {
            const key = `k-${Math.random()}`;
            const before = state();
            const reply = await call(method, path, {
              seed,
              body,
              headers: { 'X-Idempotency-Key': key },
            });
            expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(500);
            if (reply.status >= 400)
              expect(state(), `${method} ${path} failed but changed the state`).toBe(before);
            else lastMutation = { method, path, body, key };
            // A store fed only the change sets holds exactly what memory holds: no change unsaid.
            expect(normalized(records.load()!), `${method} ${path}: store ≠ memory`).toEqual(
              normalized(service.snapshot()),
            );
            return reply;
          };
          const cards = () =>
            service
              .snapshot()
              .accounts[Object.keys(service.snapshot().accounts)[0]!]!.cards.filter(
                (c) => c.status !== 'pending_top_up',
              );
          const pick = <T>(list: T[], n: number) =>
            list.length ? list[n % list.length] : undefined;

          for (const cmd of commands) {
            switch (cmd.op) {
              case 'deposit': {
                const dep = await mutate('POST', '/sandbox/deposits', {
                  currency: 'usdt',
                  amount_usd: cmd.usd,
                });
                await mutate(
                  'POST',
                  `/sandbox/deposits/${dep.body.id}/${cmd.confirm ? 'confirm' : 'expire'}`,
                );
                break;
              }
              case 'create':
                await mutate('POST', '/cards', { bin_id: cmd.bin, amount: cmd.amount });
                break;
              case 'fund':
              case 'withdraw': {
                const card = pick(cards(), cmd.card);
                if (card)
                  await mutate('POST', `/cards/${card.id}/${cmd.op}`, { amount: cmd.amount });
                break;
              }
              case 'freeze':
              case 'unfreeze': {
                const card = pick(cards(), cmd.card);
                if (card) await mutate('POST', `/cards/${card.id}/${cmd.op}`);
                break;
              }
              case 'terminate': {
                const card = pick(cards(), cmd.card);
                if (card && (await mutate('DELETE', `/cards/${card.id}`)).status === 200)
                  terminated.add(card.id);
                break;
              }
              case 'purchase': {
                const card = pick(cards(), cmd.card);
                if (!card) break;
                const reply = await mutate('POST', '/sandbox/purchases', {
                  card_id: card.id,
                  amount: cmd.amount,
                  three_ds: cmd.threeDs,
                });
                if (reply.status === 201 && String(reply.body.id).startsWith('3ds_')) {
                  const otp = (await call('GET', `/3ds/${reply.body.id}`, { seed })).body
                    .otp as string;
                  const code = cmd.rightCode ? otp : otp === '123456' ? '654321' : '123456';
                  await mutate('POST', `/sandbox/3ds/${reply.body.id}/complete`, { otp: code });
                }
                break;
              }
              case 'settle':
              case 'refund': {
                const txns = (await call('GET', '/transactions?per_page=100', { seed })).body
                  .data as Array<{ id: string }>;
                const txn = pick(txns, cmd.txn);
                if (!txn) break;
                if (cmd.op === 'settle')
                  await mutate('POST', `/sandbox/transactions/${txn.id}/settle`);
                else
                  await mutate(
                    'POST',
                    `/sandbox/transactions/${txn.id}/refund`,
                    cmd.partial === undefined ? undefined : { amount: cmd.partial },
                  );
                break;
              }
              case 'limits': {
                const card = pick(cards(), cmd.card);
                if (card)
                  await mutate('PATCH', `/cards/${card.id}`, {
                    spending_limit: cmd.limit,
                    auto_freeze_at: cmd.autoFreeze,
                  });
                break;
              }
              case 'replay': {
                if (!lastMutation) break;
                const m: { method: string; path: string; body?: unknown; key: string } =
                  lastMutation;
                const before = state();
                const again = await call(m.method, m.path, {
                  seed,
                  body: m.body,
                  headers: { 'X-Idempotency-Key': m.key },
                });
                expect(again.headers.get('Idempotent-Replayed')).toBe('true');
                expect(state()).toBe(before);
                break;
              }
              case 'wait':
                clock.advance(cmd.ms);
                break;
            }

            // Invariants, in cents.
            const wallet = (await call('GET', '/wallet/balance', { seed })).body;
            const all = cards();
            expect(cents(wallet.total_deposited)).toBe(
              cents(wallet.balance) + cents(wallet.cards_total_balance) + cents(wallet.total_spent),
            );
            expect(cents(wallet.balance)).toBeGreaterThanOrEqual(0);
            for (const card of all) {
              expect(card.balanceCents).toBeGreaterThanOrEqual(0);
              expect(Number.isSafeInteger(card.balanceCents)).toBe(true);
              if (terminated.has(card.id)) expect(card.status).toBe('terminated');
              if (card.status === 'terminated') expect(card.balanceCents).toBe(0);
            }
            expect(
              all.reduce((s, c) => s + (c.status === 'terminated' ? 0 : c.balanceCents), 0),
            ).toBe(cents(wallet.cards_total_balance));
            // The list (served from JSON kept per card) says what the records say, after any change.
            const listed = (await call('GET', '/cards?per_page=100', { seed })).body.data as Array<{
              id: string;
              status: string;
              balance: number;
              label: string;
            }>;
            for (const item of listed) {
              const record = all.find((c) => c.id === item.id)!;
              expect([item.status, cents(item.balance), item.label]).toEqual([
                record.status,
                record.balanceCents,
                record.label,
              ]);
            }
          }
        },
      ),
      { numRuns: 1000 },
    );
  }, 120_000);
});
