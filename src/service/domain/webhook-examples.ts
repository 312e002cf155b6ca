import type { WebhookEvent } from '../../contract/webhooks';
import { expiryFrom } from './card-expiry';
import { DEFAULT_MERCHANT } from './catalogue';
import { iso, type DomainEvent } from './context';
import type {
  Account,
  CardRecord,
  ChallengeRecord,
  DepositRecord,
  TransactionRecord,
} from './state';

/**
 * The resource an example of `type` is about (decision 021): the account's own newest record of
 * the kind the event carries where there is one, else a fixed example with ids ending in
 * `_example`. Nothing is made or changed: an example describes, it does not happen.
 */
export function exampleEvent(account: Account, type: WebhookEvent, now: number): DomainEvent {
  const card = account.cards.at(-1) ?? exampleCard(now);
  switch (type) {
    case 'card.created':
    case 'card.unfrozen':
    case 'card.frozen':
      return { type, card };
    case 'card.terminated':
      return { type, card, refundedCents: card.balanceCents };
    case 'card.funded':
      return { type, card, fundedCents: 25_00 };
    case 'transaction.authorized':
      return { type, transaction: newest(account, 'authorization', card.id, now) };
    case 'transaction.settled':
      return { type, transaction: newest(account, 'settlement', card.id, now) };
    case 'transaction.declined':
      return { type, transaction: newest(account, 'decline', card.id, now) };
    case 'transaction.refunded':
      return { type, transaction: newest(account, 'refund', card.id, now) };
    case 'deposit.pending':
    case 'deposit.confirmed': {
      const status = type === 'deposit.pending' ? 'pending' : 'confirmed';
      const own = account.deposits.findLast((d) => d.status === status);
      return { type, deposit: own ?? exampleDeposit(status, now) };
    }
    case '3ds.challenge':
      return { type, challenge: account.challenges.at(-1) ?? exampleChallenge(card.id, now) };
  }
}

function newest(
  account: Account,
  kind: TransactionRecord['type'],
  cardId: string,
  now: number,
): TransactionRecord {
  const own = account.transactions.findLast((t) => t.type === kind);
  if (own) return own;
  const declined = kind === 'decline';
  return {
    id: `txn_${kind}_example`,
    cardId,
    type: kind,
    amountCents: 12_50,
    currency: 'USD',
    merchant: DEFAULT_MERCHANT,
    balanceAfterCents: declined ? 5_00 : 87_50,
    createdAt: iso(now),
    authorizationId:
      kind === 'settlement' || kind === 'refund' ? 'txn_authorization_example' : null,
    declineCode: declined ? 'insufficient_card_balance' : null,
    challengeId: null,
    threeDsStatus: 'not_required',
    settledAt: null,
    refundedCents: 0,
  };
}

/** Only for an account without cards (every real one has one from generate). */
function exampleCard(now: number): CardRecord {
  return {
    id: 'card_example',
    binId: 'bin_example',
    network: 'visa',
    last4: '4242',
    ...expiryFrom(now),
    holderName: 'SANDBOX EXAMPLE',
    status: 'active',
    balanceCents: 100_00,
    label: 'Example card',
    createdAt: iso(now),
    spendingLimitCents: null,
    allowedCategories: null,
    autoFreezeAtCents: null,
    metadata: {},
    lastUsedAt: null,
    frozenAt: null,
    terminatedAt: null,
    totalSpentCents: 0,
    transactionCount: 0,
  };
}

function exampleDeposit(status: 'pending' | 'confirmed', now: number): DepositRecord {
  return {
    id: 'dep_example',
    currency: 'usdt',
    amountCrypto: '100.00',
    amountUsdCents: 100_00,
    feeCents: 1_00,
    status,
    txHash: `0x${'0'.repeat(63)}1`,
    confirmations: status === 'confirmed' ? 12 : 0,
    requiredConfirmations: 12,
    belowMinimum: false,
    createdAt: iso(now),
    confirmedAt: status === 'confirmed' ? iso(now) : null,
    expiredAt: null,
  };
}

function exampleChallenge(cardId: string, now: number): ChallengeRecord {
  return {
    id: '3ds_example',
    cardId,
    merchant: DEFAULT_MERCHANT,
    amountCents: 12_50,
    currency: 'USD',
    status: 'pending',
    createdAt: iso(now),
    expiresAt: iso(now + 5 * 60_000),
    completedAt: null,
    transactionId: null,
  };
}
