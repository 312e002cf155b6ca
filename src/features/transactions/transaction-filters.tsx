import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { cardQueries } from '../../api/cards';
import { TRANSACTION_TYPES } from '../../contract/transactions';
import { Button } from '../../components/ui/button';
import { CardSelect } from '../../components/ui/card-select';
import { DateField } from '../../components/ui/date-field';
import { TextField } from '../../components/ui/field';
import { parseUserAmount } from '../../lib/money';
import type { TransactionView } from './transaction-params';
import { EnumSelect } from '../../components/ui/enum-select';
import { PER_PAGE_MAX } from '../../contract/limits';

const FILTER_KEYS = [
  'card_id',
  'type',
  'from',
  'to',
  'merchant',
  'min_amount',
  'max_amount',
] as const;

type Props = { view: TransactionView; update: (patch: Partial<TransactionView>) => void };

/**
 * Text fields apply after a pause in typing; selects and dates at once. Invalid amounts are flagged,
 * not sent. Four to a row on a wide screen, so that every placeholder and day is read whole (an
 * eight-column row cut "Name contains…" and the days).
 */
export function TransactionFilters({ view, update }: Props) {
  const { t } = useLingui();
  const cards = useQuery(cardQueries.list({ per_page: PER_PAGE_MAX }));
  const [merchant, setMerchant] = useState(view.merchant ?? '');
  const [min, setMin] = useState(view.min_amount ?? '');
  const [max, setMax] = useState(view.max_amount ?? '');
  const [open, setOpen] = useState(false);
  const badMin = min.trim() !== '' && parseUserAmount(min) === null;
  const badMax = max.trim() !== '' && parseUserAmount(max) === null;
  const crossed = !badMin && !badMax && min && max && parseUserAmount(min)! > parseUserAmount(max)!;

  useEffect(() => {
    const next = {
      merchant: merchant.trim() || undefined,
      min_amount: badMin ? view.min_amount : min.trim() || undefined,
      max_amount: badMax ? view.max_amount : max.trim() || undefined,
    };
    if (
      next.merchant === view.merchant &&
      next.min_amount === view.min_amount &&
      next.max_amount === view.max_amount
    )
      return;
    const timer = setTimeout(() => update(next), 350);
    return () => clearTimeout(timer);
  }, [merchant, min, max, badMin, badMax, view.merchant, view.min_amount, view.max_amount, update]);

  const count = FILTER_KEYS.filter((k) => view[k] !== undefined).length;
  const active = count > 0;
  return (
    <div>
      {/* On a phone the filters fold away behind one button that says how many apply. */}
      <Button
        variant="secondary"
        size="sm"
        className="md:hidden"
        aria-expanded={open}
        aria-controls="transaction-filters"
        onClick={() => setOpen((o) => !o)}
      >
        {count ? t`Filters (${count})` : t`Filters`}
      </Button>
      <div
        id="transaction-filters"
        role="search"
        aria-label={t`Filter transactions`}
        className={`${open ? 'mt-3 grid' : 'hidden md:grid'} grid-cols-2 gap-3 md:mt-0 md:grid-cols-4`}
      >
        <CardSelect
          cards={cards.data?.data ?? []}
          value={view.card_id ?? ''}
          onChange={(card_id) => update({ card_id })}
          className="col-span-2"
        />
        <EnumSelect
          label={t`Type`}
          options={TRANSACTION_TYPES}
          value={view.type}
          onChange={(type) => update({ type })}
          allLabel={t`All`}
          className="col-span-2 md:col-span-1"
        />
        {/* Whole rows on a phone: half of 390 px cut "Le nom contient…" in Firefox. */}
        <TextField
          className="col-span-2 md:col-span-1"
          label={t`Merchant`}
          type="search"
          value={merchant}
          onChange={(e) => setMerchant(e.target.value)}
          placeholder={t`Name contains…`}
        />
        <DateField
          label={t`From`}
          value={view.from}
          max={view.to}
          onChange={(from) => update({ from })}
        />
        <DateField
          label={t`To`}
          value={view.to}
          min={view.from}
          onChange={(to) => update({ to })}
        />
        <TextField
          label={t`Min amount`}
          inputMode="decimal"
          value={min}
          onChange={(e) => setMin(e.target.value)}
          placeholder="0.00"
          error={badMin ? t`Not an amount` : crossed ? t`Above the maximum` : undefined}
        />
        <TextField
          label={t`Max amount`}
          inputMode="decimal"
          value={max}
          onChange={(e) => setMax(e.target.value)}
          placeholder={t`Any`}
          error={badMax ? t`Not an amount` : undefined}
        />
        {active && (
          <div className="col-span-2 flex items-end md:col-span-4">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setMerchant('');
                setMin('');
                setMax('');
                update({
                  card_id: undefined,
                  type: undefined,
                  from: undefined,
                  to: undefined,
                  merchant: undefined,
                  min_amount: undefined,
                  max_amount: undefined,
                });
              }}
            >
              <Trans>Clear all filters</Trans>
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
