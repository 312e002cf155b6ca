// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CardRecord } from '../../domain/state';
import { JsonText, serialize } from '../json-text';
import { cardListItemJson, cardListItemView } from './cards';
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
