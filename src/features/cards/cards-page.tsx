import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useDeferredValue, useState } from 'react';
import { useCardSummaries } from '../../api/cards';
import type { CardListItem } from '../../contract/cards';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { CardFilters } from './card-filters';
import { CardList, CardRowsLoading } from './card-list';
import { Pagination } from '../../components/ui/pagination';
import { SentMoreNote } from '../../components/ui/sent-more-note';
import { PER_PAGE_CHOICES, useCardListParams } from './use-card-list-params';
import { useFreezeToggle } from './use-freeze-toggle';
import { cardListPageQueries } from './card-page-queries';
import { lazyPart, usePreloadWhenIdle } from '../../lib/lazy-part';

// The dialog and its form library load when the page is idle, not with it.
const NewCardDialog = lazyPart(() => import('./new-card-dialog'), 'NewCardDialog');

const NO_CARDS: CardListItem[] = [];

export function CardsPage() {
  const { t } = useLingui();
  usePreloadWhenIdle(NewCardDialog);
  const { filters, update } = useCardListParams();
  const cards = useQuery(cardListPageQueries(filters).cards);
  // The rows show with their cards' rules (decision 030), and the pagination with the rows: shown
  // before them, it sat under the loading rows and the taller rows pushed it down (Lighthouse on a
  // phone: layout shift 0.11, 2026-11-27).
  // Their requests start from the list's deferred render: started from the answer's synchronous
  // one, twelve observers and requests were made in the same task as its render (decision 005).
  const listed = useDeferredValue(cards.data?.data);
  const rules = useCardSummaries(listed ?? NO_CARDS);
  const rowsPending =
    cards.isPending || (cards.data !== undefined && (listed !== cards.data.data || rules.pending));
  // The rows render in the background, in slices the browser can interrupt: an answer's render
  // is synchronous, and twelve cards in both layouts with their rules was one task of 120–190 ms
  // on a 4×-slowed CPU, the card list's blocking time (decision 005, sixth pass). Until the
  // slices are done the loading rows (or the rows before) stay.
  const ready = cards.data && !rowsPending ? cards.data : undefined;
  const shown = useDeferredValue(ready);
  const toggle = useFreezeToggle();
  const { mutate: toggleFreeze } = toggle;
  const onToggle = useCallback(
    (card: CardListItem, freeze: boolean) => toggleFreeze({ cardId: card.id, freeze }),
    [toggleFreeze],
  );
  const [creating, setCreating] = useState(false);
  const filtered = Boolean(filters.status || filters.bin_id || filters.label);

  return (
    <div className="space-y-5">
      <PageHeader
        title={t`Cards`}
        description={t`Your virtual cards. Freeze one in a click; open it for details and settings.`}
        actions={
          <Button
            onClick={() => setCreating(true)}
            onPointerEnter={NewCardDialog.preload}
            onFocus={NewCardDialog.preload}
          >
            <Trans>New card</Trans>
          </Button>
        }
      />
      <CardFilters filters={filters} update={update} />
      {cards.isError && (
        <Alert
          tone="error"
          title={t`Could not load your cards`}
          action={
            <Button size="sm" variant="secondary" onClick={() => void cards.refetch()}>
              <Trans>Retry</Trans>
            </Button>
          }
        >
          {errorMessage(cards.error)}
        </Alert>
      )}
      {!shown && (rowsPending || (ready?.data.length ?? 0) > 0) && <CardRowsLoading />}
      {cards.data && cards.data.data.length === 0 && (
        <EmptyState
          title={filtered ? t`No card matches these filters` : t`No cards yet`}
          action={
            filtered ? (
              <Button
                variant="secondary"
                onClick={() => update({ status: undefined, bin_id: undefined, label: undefined })}
              >
                <Trans>Clear filters</Trans>
              </Button>
            ) : (
              <Button onClick={() => setCreating(true)}>
                <Trans>Create a card</Trans>
              </Button>
            )
          }
        >
          {filtered
            ? t`Try another status, card type or label.`
            : t`Create one funded from your wallet.`}
        </EmptyState>
      )}
      {shown && shown.data.length > 0 && (
        <>
          <SentMoreNote page={shown} />
          <div className={cards.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
            <CardList
              cards={shown.data}
              pendingId={toggle.isPending ? (toggle.variables?.cardId ?? null) : null}
              onToggle={onToggle}
            />
          </div>
          <Pagination
            pagination={shown.pagination}
            perPageChoices={PER_PAGE_CHOICES}
            onPage={(page) => update({ page }, { resetPage: false })}
            onPerPage={(per_page) => update({ per_page })}
          />
        </>
      )}
      {creating && (
        <Suspense fallback={null}>
          <NewCardDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </div>
  );
}
