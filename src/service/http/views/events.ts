import { fromCents as usd } from '../../../contract/money';
import type { DomainEvent } from '../../domain/context';
import type { Account } from '../../domain/state';
import { cardListItemView, cardSummaryView } from './cards';
import { challengeView, transactionView } from './transactions';
import { depositView } from './wallet';

/** A domain event → the `data` of its webhook payload (decision 002: the resource it is about). */
export function eventData(account: Account, now: number, event: DomainEvent): unknown {
  switch (event.type) {
    case 'card.created':
    case 'card.unfrozen':
      return cardSummaryView(account, event.card, now);
    case 'card.frozen':
      return event.auto
        ? { ...cardSummaryView(account, event.card, now), reason: 'auto_freeze_threshold' }
        : cardSummaryView(account, event.card, now);
    case 'card.terminated':
      return {
        ...cardSummaryView(account, event.card, now),
        refunded_amount: usd(event.refundedCents),
        // Terminated by its expiry month passing, not by a DELETE (decision 002).
        ...(event.expired ? { reason: 'expired' } : {}),
      };
    case 'card.funded':
      return { ...cardListItemView(event.card), funded_amount: usd(event.fundedCents) };
    case 'transaction.authorized':
    case 'transaction.declined':
    case 'transaction.settled':
    case 'transaction.refunded':
      return transactionView(event.transaction);
    case 'deposit.pending':
    case 'deposit.confirmed':
      return depositView(event.deposit, now);
    case '3ds.challenge':
      return challengeView(event.challenge);
  }
}
