import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatCents } from '../../lib/money';
import { cardWithLast4, categoryName } from '../../lib/service-words';
import type { StatementData } from './statement-data';
import type { Movement, MovementKind } from './statement-model';

/** A statement in the person's words and formats, ready to lay out (statement-pdf.ts). */
export type StatementDocument = {
  title: string;
  /** Whose statement, and the month's first and last day in the person's zone. */
  subtitle: string[];
  summaryTitle: string;
  summary: Array<[string, string]>;
  categoriesTitle: string;
  categories: Array<[string, string]>;
  movementsTitle: string;
  columns: [string, string, string];
  rows: Array<[string, string, string]>;
  /** Said when the month moved nothing. */
  empty: string;
  notes: string[];
};

const KIND: Record<MovementKind, MessageDescriptor> = {
  deposit: msg`Deposits`,
  fee: msg`Fees`,
  purchase: msg`Purchases`,
  refund: msg`Refunds`,
  moved_in: msg`Moved to the card`,
  moved_out: msg`Moved from the card`,
};

/** Builds the statement's text with `i18n` (its language) in `timeZone` (the person's). */
export function statementText(
  i18n: I18n,
  { statement: s, card, cards }: StatementData,
  timeZone: string,
  madeAt: number,
): StatementDocument {
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone });
  const month = new Intl.DateTimeFormat(i18n.locale, { month: 'long', year: 'numeric', timeZone });
  const when = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const signed = (cents: number) => formatCents(cents, { signed: true });
  const monthName = month.format(s.month.start);
  const made = when.format(madeAt);
  const first = day.format(s.month.start);
  const last = day.format(s.month.end - 1);
  const whose = card ? cardWithLast4(i18n, card) : i18n._(msg`Account: wallet and cards`);
  const kinds: MovementKind[] = card
    ? ['purchase', 'refund', 'moved_in', 'moved_out', 'fee']
    : ['deposit', 'fee', 'purchase', 'refund'];
  const describe = (m: Movement) => {
    const what = m.what;
    if (m.kind === 'moved_in' || m.kind === 'moved_out') return i18n._(KIND[m.kind]);
    if (m.kind === 'deposit') return i18n._(msg`Deposit in ${what}`);
    if (m.kind === 'fee') return i18n._(msg`Deposit fee (${what})`);
    const onCard = !card && m.cardId ? cards.get(m.cardId) : undefined;
    const words = m.kind === 'refund' ? i18n._(msg`Refund: ${what}`) : what;
    return onCard ? `${words} · •••• ${onCard.last4}` : words;
  };
  return {
    title: i18n._(msg`Statement for ${monthName}`),
    subtitle: [whose, `${first} – ${last} (${timeZone})`],
    summaryTitle: i18n._(msg`Summary`),
    summary: [
      [i18n._(msg`Opening balance`), formatCents(s.openingCents)],
      ...kinds.map((k): [string, string] => [i18n._(KIND[k]), signed(s.totals[k])]),
      [i18n._(msg`Closing balance`), formatCents(s.closingCents)],
    ],
    categoriesTitle: i18n._(msg`Spending by category`),
    categories: [
      ...s.categories.map((c): [string, string] => [
        c.category ? categoryName(i18n, c.category) : i18n._(msg`Other`),
        formatCents(c.cents),
      ]),
      [i18n._(msg`Total spent`), formatCents(s.spentCents)],
    ],
    movementsTitle: i18n._(msg`Every movement`),
    columns: [i18n._(msg`Date`), i18n._(msg`Description`), i18n._(msg`Amount`)],
    rows: s.movements.map((m) => [when.format(m.at), describe(m), signed(m.cents)]),
    empty: i18n._(msg`No money moved this month.`),
    notes: [
      card
        ? i18n._(
            msg`The service lists no top-ups or withdrawals: they are found from the card's balance after each transaction, dated at the transaction that follows them.`,
          )
        : i18n._(
            msg`Money moved between the wallet and the cards stays in the account: it is on each card's statement.`,
          ),
      i18n._(msg`Made on ${made}.`),
    ],
  };
}
