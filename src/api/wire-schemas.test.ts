import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { describeIssues } from './errors';
import {
  binSchema,
  cardDetailsSchema,
  cardListItemSchema,
  cardSummarySchema,
  challengeSchema,
  createWebhookInputSchema,
  depositAddressesSchema,
  depositSchema,
  errorBodySchema,
  freezeResultSchema,
  fundResultSchema,
  generateResponseSchema,
  pageOf,
  rootErrorSchema,
  seedSchema,
  terminateResultSchema,
  transactionSchema,
  walletBalanceSchema,
  webhookListSchema,
  webhookSchema,
  withdrawResultSchema,
} from '../contract/index';
import { samples } from '../test/samples';

type Case = [
  name: string,
  schema: z.ZodMiniType,
  valid: Record<string, unknown>,
  field: string,
  bad: unknown,
  path: string,
];

const cases: Case[] = [
  ['generate', generateResponseSchema, samples.generate, 'seed', 42, 'seed'],
  ['root error', rootErrorSchema, samples.rootError, 'success', true, 'success'],
  ['card list item', cardListItemSchema, samples.cardListItem, 'balance', '25.50', 'balance'],
  [
    'card summary',
    cardSummarySchema,
    samples.cardSummary,
    'transaction_count',
    1.5,
    'transaction_count',
  ],
  ['card details', cardDetailsSchema, samples.cardDetails, 'pan', '4111 1111', 'pan'],
  ['freeze result', freezeResultSchema, samples.freeze, 'status', 'active', 'status'],
  [
    'terminate result',
    terminateResultSchema,
    samples.terminate,
    'refunded_amount',
    null,
    'refunded_amount',
  ],
  ['fund result', fundResultSchema, samples.fund, 'new_balance', 'lots', 'new_balance'],
  [
    'withdraw result',
    withdrawResultSchema,
    samples.withdraw,
    'wallet_balance',
    undefined,
    'wallet_balance',
  ],
  ['transaction', transactionSchema, samples.transaction, 'type', 'purchase', 'type'],
  [
    'wallet balance',
    walletBalanceSchema,
    samples.walletBalance,
    'cards_active',
    '1',
    'cards_active',
  ],
  [
    'deposit addresses',
    depositAddressesSchema,
    samples.depositAddresses,
    'networks',
    'bitcoin',
    'networks',
  ],
  ['deposit', depositSchema, samples.deposit, 'status', 'done', 'status'],
  ['BIN', binSchema, samples.bin, '3ds', 'yes', '3ds'],
  ['3DS challenge', challengeSchema, samples.challenge, 'expires_at', 5, 'expires_at'],
  ['webhook', webhookSchema, samples.webhook, 'active', 'true', 'active'],
  ['error body', errorBodySchema, samples.errorBody, 'code', '400', 'code'],
];

describe.each(cases)('%s schema', (_name, schema, valid, field, bad, path) => {
  it('accepts a valid sample', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('tolerates unknown extra fields and keeps them', () => {
    const parsed = schema.safeParse({ ...valid, provider_extra: { nested: true } });
    expect(parsed.success).toBe(true);
    expect((parsed.data as Record<string, unknown>).provider_extra).toEqual({ nested: true });
  });

  it(`rejects a wrong ${field} and names the path`, () => {
    const parsed = schema.safeParse({ ...valid, [field]: bad });
    expect(parsed.success).toBe(false);
    expect(describeIssues(parsed.error!.issues)).toContain(path);
  });
});

describe('nested paths', () => {
  it('names the list index and field of a bad item', () => {
    const schema = pageOf(cardListItemSchema);
    const parsed = schema.safeParse({
      data: [samples.cardListItem, { ...samples.cardListItem, balance: 'x' }],
      pagination: { page: 1, per_page: 25, total: 2, total_pages: 1 },
    });
    expect(parsed.success).toBe(false);
    expect(describeIssues(parsed.error!.issues)).toMatch(/^data\[1\]\.balance: /);
  });

  it('names the nested merchant field', () => {
    const parsed = transactionSchema.safeParse({
      ...samples.transaction,
      merchant: { ...samples.transaction.merchant, mcc: 7311 },
    });
    expect(describeIssues(parsed.error!.issues)).toMatch(/^merchant\.mcc: /);
  });

  it('requires the generate card preview to be pending_top_up with a formatted PAN', () => {
    expect(
      generateResponseSchema.safeParse({
        ...samples.generate,
        card: { ...samples.generate.card, state: 'active' },
      }).success,
    ).toBe(false);
    const bad = generateResponseSchema.safeParse({
      ...samples.generate,
      card: { ...samples.generate.card, card_number: '4111111111111111' },
    });
    expect(describeIssues(bad.error!.issues)).toContain('card.card_number');
  });
});

describe('input schemas', () => {
  it('checks the seed format', () => {
    expect(seedSchema.safeParse('AB12-CD34-EF56-GH78').success).toBe(true);
    expect(seedSchema.safeParse(' ab12-cd34-ef56-gh78 ').data).toBe('ab12-cd34-ef56-gh78');
    expect(seedSchema.safeParse('AB12CD34EF56GH78').success).toBe(false);
    expect(seedSchema.safeParse('AB12-CD34-EF56').success).toBe(false);
  });

  it('accepts only HTTPS webhook URLs and "*" alone', () => {
    expect(
      createWebhookInputSchema.safeParse({ url: 'https://a.example/x', events: ['*'] }).success,
    ).toBe(true);
    expect(
      createWebhookInputSchema.safeParse({ url: 'http://a.example/x', events: ['*'] }).success,
    ).toBe(false);
    expect(
      createWebhookInputSchema.safeParse({
        url: 'https://a.example/x',
        events: ['*', 'card.created'],
      }).success,
    ).toBe(false);
    expect(
      createWebhookInputSchema.safeParse({ url: 'https://a.example/x', events: ['card.nope'] })
        .success,
    ).toBe(false);
    expect(
      createWebhookInputSchema.safeParse({ url: 'https://a.example/x', events: [] }).success,
    ).toBe(false);
  });

  it('reads the webhook list as a bare array or wrapped in data', () => {
    expect(webhookListSchema.parse([samples.webhook])).toHaveLength(1);
    expect(webhookListSchema.parse({ data: [samples.webhook] })).toHaveLength(1);
  });
});
