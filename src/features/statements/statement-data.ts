import { cardsApi } from '../../api/cards';
import { fetchAllTransactions } from '../../api/transactions';
import { walletApi } from '../../api/wallet';
import { PER_PAGE_MAX } from '../../contract/limits';
import type { CardListItem, CardSummary } from '../../contract/cards';
import type { Deposit } from '../../contract/wallet';
import type { MonthBounds } from '../../lib/month-bounds';
import { accountMovements } from './account-movements';
import { cardMovements } from './card-movements';
import { statementFor, type Statement } from './statement-model';

/** Whose statement: the whole account's, or one card's. */
export type StatementScope = { kind: 'account' } | { kind: 'card'; cardId: string };

export type StatementData = {
  statement: Statement;
  /** The card of a card's statement. */
  card?: CardSummary;
  /** The account's cards by id, to name a line's card. */
  cards: ReadonlyMap<string, CardListItem>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every deposit, page by page (the history is short: one page usually). */
async function allDeposits(signal?: AbortSignal): Promise<Deposit[]> {
  const out: Deposit[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await walletApi.deposits({ page, per_page: PER_PAGE_MAX }, signal);
    out.push(...answer.data);
    if (answer.data.length === 0 || out.length >= answer.pagination.total) return out;
  }
}

/**
 * What a statement of `month` needs, read from the service, as a statement (decision 045). `now`
 * is the service's: the balance read now is walked back to the month's end.
 */
export async function loadStatement(
  scope: StatementScope,
  month: MonthBounds,
  now: number,
  signal?: AbortSignal,
): Promise<StatementData> {
  const cardList = cardsApi.list({ per_page: PER_PAGE_MAX }, signal);
  const cards = async () => new Map((await cardList).data.map((c) => [c.id, c]));
  if (scope.kind === 'card') {
    const [card, transactions, named] = await Promise.all([
      cardsApi.get(scope.cardId, signal),
      fetchAllTransactions({ card_id: scope.cardId }, { signal }),
      cards(),
    ]);
    const movements = cardMovements(card, transactions, now);
    return { statement: statementFor(month, card.balance, movements), card, cards: named };
  }
  const [wallet, transactions, deposits, named] = await Promise.all([
    walletApi.balance(signal),
    // From a day before the month: the list's `from` may be read as a date; earlier ones are
    // left out by the model.
    fetchAllTransactions({ from: new Date(month.start - DAY_MS).toISOString() }, { signal }),
    allDeposits(signal),
    cards(),
  ]);
  const balance = wallet.balance + wallet.cards_total_balance;
  const statement = statementFor(month, balance, accountMovements(transactions, deposits));
  return { statement, cards: named };
}
