import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { cardQueries } from '../../api/cards';
import { cardOptionName } from '../../components/ui/card-select';
import { PER_PAGE_MAX } from '../../contract/limits';
import { dayToDate } from '../../lib/calendar-day';
import { dateFormat } from '../../lib/i18n/intl';
import { lazyPart, usePreloadWhenIdle } from '../../lib/lazy-part';
import { formatCents, parseUserAmount } from '../../lib/money';
import { activeKinds, clearKind, FILTER_KINDS, matchPreset, type FilterKind } from './filter-kinds';
import { AddFilterMenu } from './add-filter-menu';
import { useKindWords } from './filter-words';
import type { TransactionView } from './transaction-params';

// A filter's editor opens on a click (a dialog; a bottom sheet on a phone): not in the first load.
const FilterEditor = lazyPart(() => import('./filter-editor'), 'FilterEditor');

type Props = { view: TransactionView; update: (patch: Partial<TransactionView>) => void };

/**
 * The active filters as chips, each opening its editor and each with its own remove button, and
 * "+ Add filter" for the others (decision 031). The URL holds them as before.
 */
export function TransactionFilters({ view, update }: Props) {
  const { t } = useLingui();
  usePreloadWhenIdle(FilterEditor);
  const cards = useQuery(cardQueries.list({ per_page: PER_PAGE_MAX }));
  const [editing, setEditing] = useState<FilterKind | null>(null);
  const words = useKindWords();
  const active = activeKinds(view);
  const day = (value: string | undefined) => dateFormat().format(dayToDate(value)!);
  const amount = (value: string) => formatCents(parseUserAmount(value)!);

  const valueOf = (kind: FilterKind): string => {
    switch (kind) {
      case 'card': {
        const card = cards.data?.data.find((c) => c.id === view.card_id);
        return card ? cardOptionName(card) : (view.card_id ?? '');
      }
      case 'type':
        return words.type(view.type ?? '');
      case 'merchant':
        return view.merchant ?? '';
      case 'amount': {
        const { min_amount: min, max_amount: max } = view;
        if (min && max) return `${amount(min)} – ${amount(max)}`;
        return min ? t`at least ${amount(min)}` : t`at most ${amount(max ?? '0')}`;
      }
      case 'date': {
        const preset = matchPreset(view.from, view.to, new Date());
        if (preset) return words.preset[preset];
        if (view.from && view.to)
          return view.from === view.to ? day(view.from) : `${day(view.from)} – ${day(view.to)}`;
        return view.from ? t`from ${day(view.from)}` : t`until ${day(view.to)}`;
      }
    }
  };

  return (
    <div
      role="search"
      aria-label={t`Filter transactions`}
      className="flex flex-wrap items-center gap-2"
    >
      {active.map((kind) => {
        const text = `${words.kind[kind]}: ${valueOf(kind)}`;
        return (
          <span
            key={kind}
            className="inline-flex h-8 max-w-full items-center rounded-full border border-brand-200 bg-brand-50 text-sm text-brand-900 dark:border-brand-800 dark:bg-brand-950/60 dark:text-brand-100"
          >
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setEditing(kind)}
              onPointerEnter={FilterEditor.preload}
              className="h-full min-w-0 truncate rounded-l-full pl-3 pr-1 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              {text}
            </button>
            <button
              type="button"
              aria-label={t`Remove filter: ${text}`}
              onClick={() => update(clearKind(kind))}
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-r-full hover:bg-brand-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-brand-900"
            >
              {/* The close button's ×, drawn here: no icon module in the page's first load. */}
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M18 6 6 18M6 6l12 12" />
              </svg>
            </button>
          </span>
        );
      })}
      <AddFilterMenu
        kinds={FILTER_KINDS}
        labelOf={(kind) => words.kind[kind]}
        onPick={setEditing}
      />
      {active.length > 1 && (
        <button
          type="button"
          onClick={() => update(Object.assign({}, ...FILTER_KINDS.map(clearKind)))}
          className="h-8 rounded px-2 text-sm font-medium text-slate-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-300"
        >
          <Trans>Clear all filters</Trans>
        </button>
      )}
      <Suspense fallback={null}>
        {editing && (
          <FilterEditor
            kind={editing}
            view={view}
            cards={cards.data?.data ?? []}
            update={update}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
    </div>
  );
}
