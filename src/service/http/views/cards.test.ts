// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CardRecord } from '../../domain/state';
import { JsonText, serialize } from '../json-text';
import {
  cardListItemJson,
  cardListItemView,
  fundedView,
  terminatedCardView,
  withdrawnView,
} from './cards';
import { pageJson, pageView } from './page';

const card = (id: string): CardRecord => ({
  id,
  binId: '485932',
  network: 'visa',
  last4: '4242',
  expMonth: 11,
  expYear: 2029,
  holderName: 'Ada Lovelace',
  status: 'active',
  balanceCents: 1050,
  label: 'Travel "abroad" \u2028 ✈',
  createdAt: '2026-11-24T01:00:00.000Z',
  spendingLimitCents: null,
  allowedCategories: null,
  autoFreezeAtCents: null,
  metadata: {},
  lastUsedAt: null,
  frozenAt: null,
  terminatedAt: null,
  totalSpentCents: 0,
  transactionCount: 0,
});

describe('the card list as JSON text', () => {
  it('is the list view serialized, after every change of a field the list shows', () => {
    const c = card('card_1');
    const same = () => expect(cardListItemJson(c)).toBe(JSON.stringify(cardListItemView(c)));
    same();
    c.balanceCents = 1;
    same();
    c.status = 'frozen';
    same();
    c.label = '';
    same();
    c.lastUsedAt = '2026-11-24T02:00:00.000Z';
    same();
    // A field the list does not show does not matter.
    c.totalSpentCents = 99;
    same();
  });

  it('is byte for byte the page the view would have serialized', () => {
    const page = {
      data: [card('card_1'), card('card_2')],
      pagination: { page: 1, per_page: 25, total: 2, total_pages: 1 },
    };
    const text = pageJson(page, cardListItemJson);
    expect(text).toBeInstanceOf(JsonText);
    expect(serialize(text)).toBe(JSON.stringify(pageView(page, cardListItemView)));
    expect(JSON.stringify({ wrapped: text })).toBe(
      JSON.stringify({ wrapped: pageView(page, cardListItemView) }),
    );
    expect(serialize({ a: 1 })).toBe('{"a":1}');
  });
});

describe('money moved, in USD from the view (issue #49 item 5)', () => {
  const moved = {
    card: { ...card('card_1'), balanceCents: 3050 },
    previousCents: 1050,
    walletCents: 7000,
  };

  it('funds and withdrawals: the balances around the amount, in the spec’s order', () => {
    expect(Object.entries(fundedView(moved, 2000))).toEqual([
      ['id', 'card_1'],
      ['previous_balance', 10.5],
      ['funded_amount', 20],
      ['new_balance', 30.5],
      ['wallet_balance', 70],
    ]);
    expect(Object.keys(withdrawnView(moved, 5))).toEqual([
      'id',
      'previous_balance',
      'withdrawn_amount',
      'new_balance',
      'wallet_balance',
    ]);
    expect(withdrawnView(moved, 5).withdrawn_amount).toBe(0.05);
    expect(terminatedCardView(moved.card, 1999, '2026-01-01T00:00:00.000Z').refunded_amount).toBe(
      19.99,
    );
  });

  it('leaves the card routes no dollars to make', () => {
    const routes = readFileSync(new URL('../routes/cards.ts', import.meta.url), 'utf8');
    expect(routes).not.toMatch(/\busd\(|fromCents\(\w*[Cc]ents/);
  });
});
