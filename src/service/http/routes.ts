import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CARD_STATUSES, CARD_SORTS } from '../../contract/cards';
import { FUNDING_ASSETS, networkSchema } from '../../contract/generate';
import { TRANSACTION_TYPES } from '../../contract/transactions';
import { CHALLENGE_STATUSES } from '../../contract/three-ds';
import { DEPOSIT_CURRENCIES, DEPOSIT_STATUSES } from '../../contract/wallet';
import { generateAccount } from '../domain/accounts';
import {
  createCard,
  freezeCard,
  getCard,
  listCards,
  terminateCard,
  unfreezeCard,
  updateCard,
  withdrawCard,
  fundCard,
} from '../domain/cards';
import { BINS, type FundingAsset } from '../domain/catalogue';
import type { Ctx } from '../domain/context';
import { panFor, cvvFor } from '../domain/secrets';
import { billingAddressFor } from '../domain/accounts';
import {
  confirmDeposit,
  depositAddressesView,
  expireDeposit,
  listDeposits,
  simulateDeposit,
} from '../domain/deposits';
import { ServiceError } from '../domain/errors';
import {
  challengeWithOtp,
  completeChallenge,
  getChallenge,
  getTransaction,
  listTransactions,
  refundTransaction,
  settleTransaction,
  simulatePurchase,
} from '../domain/purchases';
import { createWebhook, deleteWebhook, listWebhooks } from '../domain/webhooks';
import {
  binView,
  cardSummaryView,
  challengeView,
  deliveryView,
  transactionDetailView,
  walletBalanceView,
} from '../domain/views';
import type { ServiceState } from '../domain/state';
import { compareText, type Random } from '../runtime';
import { bodies } from './inputs';
import {
  amountToCents,
  queryAmountCents,
  queryDate,
  queryInt,
  queryText,
  readBody,
  readQuery,
} from './validation';
import { FUND_LIMITS, MAX_PAGE, PER_PAGE } from '../../contract/limits';

export type Env = {
  Bindings: {
    requestId: string;
    ctx: Ctx | null;
    state: ServiceState;
    random: Random;
    now: number;
    openapi: () => unknown;
    webhookUrlAllowed: (url: URL) => boolean;
    onReset: (ctx: Ctx) => void;
  };
};

const ctxOf = (c: Context<Env>): Ctx => {
  if (!c.env.ctx) throw new ServiceError('unauthorized', 'Send your seed in the X-Seed header.');
  return c.env.ctx;
};
const url = (c: Context<Env>) => new URL(c.req.url);

const anyObject = z.record(z.string(), z.unknown());

/** Query schemas, built once (zod compiles a schema on first use). Unknown parameters are ignored. */
const queries = {
  cards: z.object({
    status: z.enum(CARD_STATUSES).optional(),
    bin_id: queryText.optional(),
    label: queryText.optional(),
    sort: z.enum(CARD_SORTS).default('created_at'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: queryInt(1, MAX_PAGE).default(1),
    per_page: queryInt(PER_PAGE.min, PER_PAGE.max).default(PER_PAGE.cards),
  }),
  transactions: z.object({
    card_id: queryText.optional(),
    type: z.enum(TRANSACTION_TYPES).optional(),
    from: queryDate.optional(),
    to: queryDate.optional(),
    merchant: queryText.optional(),
    min_amount: queryAmountCents.optional(),
    max_amount: queryAmountCents.optional(),
    page: queryInt(1, MAX_PAGE).default(1),
    per_page: queryInt(PER_PAGE.min, PER_PAGE.max).default(PER_PAGE.transactions),
  }),
  depositAddress: z.object({ currency: z.enum(DEPOSIT_CURRENCIES).optional() }),
  deposits: z.object({
    status: z.enum(DEPOSIT_STATUSES).optional(),
    currency: queryText.optional(),
  }),
  challenges: z.object({
    card_id: queryText.optional(),
    status: z.enum(CHALLENGE_STATUSES).optional(),
  }),
};

/** Generate's parameters, case-insensitive: `card` visa|mastercard, `asset` one of the six. */
function generateParams(raw: Record<string, unknown>) {
  const out: { card?: 'visa' | 'mastercard'; asset?: FundingAsset } = {};
  for (const key of Object.keys(raw)) {
    if (key !== 'card' && key !== 'asset')
      throw new ServiceError('invalid_request', `Unknown parameter "${key}".`);
  }
  if (raw.card !== undefined && raw.card !== '') {
    const card = networkSchema.safeParse(
      typeof raw.card === 'string' ? raw.card.toLowerCase() : raw.card,
    );
    if (!card.success)
      throw new ServiceError('invalid_request', 'card must be "visa" or "mastercard".');
    out.card = card.data;
  }
  if (raw.asset !== undefined && raw.asset !== '') {
    const asset =
      typeof raw.asset === 'string'
        ? FUNDING_ASSETS.find((a) => a === (raw.asset as string).toUpperCase())
        : undefined;
    if (!asset)
      throw new ServiceError(
        'invalid_request',
        `asset must be one of ${FUNDING_ASSETS.join(', ')}.`,
      );
    out.asset = asset;
  }
  return out;
}

async function generate(c: Context<Env>) {
  const query = Object.fromEntries(url(c).searchParams);
  let params: Record<string, unknown> = query;
  if (c.req.method === 'POST') {
    const body = await readBody(c.req.raw, anyObject, { optional: true });
    params = { ...query, ...body };
  }
  const result = generateAccount(c.env.state, c.env.random, c.env.now, generateParams(params));
  return c.json({
    success: true,
    request_id: c.env.requestId,
    seed: result.seed,
    card: result.preview,
    wallet: result.wallet,
    created_at: new Date(c.env.now).toISOString(),
  });
}

export function buildRoutes() {
  const app = new Hono<Env>();

  app.get('/', generate);
  app.post('/', generate);
  app.get('/openapi.json', (c) => c.json(c.env.openapi()));

  // Cards
  app.post('/cards', async (c) => {
    const body = await readBody(c.req.raw, bodies.createCard);
    const ctx = ctxOf(c);
    return c.json(
      createCard(ctx, {
        binId: body.bin_id,
        amountCents: amountToCents(body.amount, 'amount', FUND_LIMITS),
        label: body.label,
      }),
      201,
    );
  });
  app.get('/cards', (c) => {
    const q = readQuery(url(c), queries.cards);
    return c.json(listCards(ctxOf(c), q));
  });
  app.get('/cards/:id', (c) => {
    const ctx = ctxOf(c);
    return c.json(cardSummaryView(ctx.account, getCard(ctx, c.req.param('id')), ctx.now));
  });
  app.get('/cards/:id/details', (c) => {
    const ctx = ctxOf(c);
    const card = getCard(ctx, c.req.param('id'));
    if (card.status === 'terminated')
      throw new ServiceError(
        'card_terminated',
        `Card ${card.id} is terminated; its details are no longer available.`,
      );
    return c.json({
      id: card.id,
      pan: panFor(ctx.state.secret, card.id, card.binId),
      cvv: cvvFor(ctx.state.secret, card.id),
      exp_month: card.expMonth,
      exp_year: card.expYear,
      holder_name: card.holderName,
      billing_address: billingAddressFor(card.id),
    });
  });
  app.patch('/cards/:id', async (c) => {
    const body = await readBody(c.req.raw, bodies.updateCard);
    const ctx = ctxOf(c);
    return c.json(
      updateCard(ctx, c.req.param('id'), {
        label: body.label,
        spendingLimitCents:
          body.spending_limit === undefined || body.spending_limit === null
            ? body.spending_limit
            : amountToCents(body.spending_limit, 'spending_limit', { minCents: 0 }),
        allowedCategories: body.allowed_categories,
        autoFreezeAtCents:
          body.auto_freeze_at === undefined
            ? undefined
            : amountToCents(body.auto_freeze_at, 'auto_freeze_at', { minCents: 0 }),
        metadata: body.metadata,
      }),
    );
  });
  app.post('/cards/:id/freeze', async (c) => {
    await readBody(c.req.raw, bodies.empty, { optional: true });
    return c.json(freezeCard(ctxOf(c), c.req.param('id')));
  });
  app.post('/cards/:id/unfreeze', async (c) => {
    await readBody(c.req.raw, bodies.empty, { optional: true });
    return c.json(unfreezeCard(ctxOf(c), c.req.param('id')));
  });
  app.delete('/cards/:id', (c) => c.json(terminateCard(ctxOf(c), c.req.param('id'))));
  app.post('/cards/:id/fund', async (c) => {
    const body = await readBody(c.req.raw, bodies.amount);
    return c.json(
      fundCard(ctxOf(c), c.req.param('id'), amountToCents(body.amount, 'amount', FUND_LIMITS)),
    );
  });
  app.post('/cards/:id/withdraw', async (c) => {
    const body = await readBody(c.req.raw, bodies.amount);
    return c.json(withdrawCard(ctxOf(c), c.req.param('id'), amountToCents(body.amount, 'amount')));
  });

  // Transactions
  app.get('/transactions', (c) => {
    const q = readQuery(url(c), queries.transactions);
    return c.json(listTransactions(ctxOf(c), q));
  });
  app.get('/transactions/:id', (c) => {
    const ctx = ctxOf(c);
    return c.json(transactionDetailView(ctx.account, getTransaction(ctx, c.req.param('id'))));
  });

  // Wallet
  app.get('/wallet/balance', (c) => c.json(walletBalanceView(ctxOf(c).account)));
  app.get('/wallet/deposit-address', (c) => {
    const q = readQuery(url(c), queries.depositAddress);
    return c.json(depositAddressesView(ctxOf(c).account, q.currency));
  });
  app.get('/wallet/deposits', (c) => {
    const q = readQuery(url(c), queries.deposits);
    return c.json(listDeposits(ctxOf(c), q));
  });

  // BINs
  app.get('/bins', (c) => {
    ctxOf(c);
    return c.json({ data: BINS.map(binView) });
  });

  // 3DS
  app.get('/3ds', (c) => {
    const ctx = ctxOf(c);
    const q = readQuery(url(c), queries.challenges);
    const rows = ctx.account.challenges
      .filter(
        (ch) => (!q.card_id || ch.cardId === q.card_id) && (!q.status || ch.status === q.status),
      )
      .reverse()
      .sort(
        (a, b) =>
          (a.status === 'pending' ? 0 : 1) - (b.status === 'pending' ? 0 : 1) ||
          compareText(b.createdAt, a.createdAt),
      );
    return c.json({ data: rows.map(challengeView) });
  });
  app.get('/3ds/:id', (c) => {
    const ctx = ctxOf(c);
    return c.json(challengeWithOtp(ctx, getChallenge(ctx, c.req.param('id'))));
  });

  // Webhooks
  app.post('/webhooks', async (c) => {
    const body = await readBody(c.req.raw, bodies.createWebhook);
    let parsed: URL;
    try {
      parsed = new URL(body.url);
    } catch {
      throw new ServiceError('invalid_request', 'url: not a valid URL.');
    }
    if (!c.env.webhookUrlAllowed(parsed))
      throw new ServiceError('invalid_request', 'url: must be an https:// URL.');
    return c.json(
      createWebhook(ctxOf(c), { url: parsed.toString(), events: body.events, secret: body.secret }),
      201,
    );
  });
  app.get('/webhooks', (c) => c.json(listWebhooks(ctxOf(c))));
  app.delete('/webhooks/:id', (c) => c.json(deleteWebhook(ctxOf(c), c.req.param('id'))));

  // The sandbox simulator (not in the spec).
  app.post('/sandbox/deposits', async (c) => {
    const body = await readBody(c.req.raw, bodies.simulateDeposit);
    return c.json(
      simulateDeposit(ctxOf(c), body.currency, amountToCents(body.amount_usd, 'amount_usd')),
      201,
    );
  });
  app.post('/sandbox/deposits/:id/confirm', (c) =>
    c.json(confirmDeposit(ctxOf(c), c.req.param('id'))),
  );
  app.post('/sandbox/deposits/:id/expire', (c) =>
    c.json(expireDeposit(ctxOf(c), c.req.param('id'))),
  );
  app.post('/sandbox/purchases', async (c) => {
    const body = await readBody(c.req.raw, bodies.purchase);
    const result = simulatePurchase(ctxOf(c), {
      cardId: body.card_id,
      amountCents: amountToCents(body.amount, 'amount'),
      currency: body.currency ?? 'USD',
      merchant: body.merchant,
      threeDs: body.three_ds ?? false,
    });
    return c.json(result.body, 201);
  });
  app.post('/sandbox/3ds/:id/complete', async (c) => {
    const body = await readBody(c.req.raw, bodies.completeChallenge);
    return c.json(completeChallenge(ctxOf(c), c.req.param('id'), body.otp));
  });
  app.post('/sandbox/transactions/:id/settle', (c) =>
    c.json(settleTransaction(ctxOf(c), c.req.param('id'))),
  );
  app.post('/sandbox/transactions/:id/refund', async (c) => {
    const body = await readBody(c.req.raw, bodies.refund, { optional: true });
    const cents = body.amount === undefined ? undefined : amountToCents(body.amount, 'amount');
    return c.json(refundTransaction(ctxOf(c), c.req.param('id'), cents));
  });
  app.get('/sandbox/webhooks/deliveries', (c) => {
    const ctx = ctxOf(c);
    return c.json({ data: [...ctx.account.deliveries].reverse().map(deliveryView) });
  });
  app.post('/sandbox/reset', (c) => {
    const ctx = ctxOf(c);
    c.env.onReset(ctx);
    return c.json({ reset: true });
  });

  return app;
}
