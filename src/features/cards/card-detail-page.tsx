import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '../../api/errors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { paths, type CardIntent } from '../../lib/paths';
import { CardDetailBody, type RenderCardRadar, type RenderCardStatement } from './card-detail-body';
import { CardDetailLoading } from './card-detail-loading';
import { cardDetailPageQueries } from './card-page-queries';

export type { RenderCardRadar, RenderCardStatement } from './card-detail-body';

export function CardDetailPage({
  cardId,
  intent,
  ...slots
}: {
  cardId: string;
  /** Sent here to do this (command menu): open the fund form, or reveal the details. */
  intent?: CardIntent;
  renderRadar?: RenderCardRadar;
  statement?: RenderCardStatement;
}) {
  const { t } = useLingui();
  const first = cardDetailPageQueries(cardId);
  const card = useQuery(first.card);
  const recent = useQuery(first.recent);
  // The page renders in the background, in slices the browser can interrupt: an answer's render
  // is synchronous, and the whole page with its fifty latest transactions was one task of
  // 190–250 ms on a 4×-slowed CPU (decision 005, sixth pass). Until then the loading shape (or the
  // page as it was) stays.
  const shown = useDeferredValue(card.data);
  const shownRecent = useDeferredValue(recent.data?.data);

  if (card.isError) {
    const missing = isApiError(card.error) && card.error.status === 404;
    return (
      <div className="space-y-4">
        <PageHeader title={t`Card`} />
        <Alert
          tone="error"
          title={missing ? t`No such card` : t`Could not load this card`}
          action={
            missing ? undefined : (
              <Button size="sm" variant="secondary" onClick={() => void card.refetch()}>
                <Trans>Retry</Trans>
              </Button>
            )
          }
        >
          {missing
            ? t`It may belong to another seed, or the link is wrong.`
            : errorMessage(card.error)}
        </Alert>
        <Link
          to={paths.cards}
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          <Trans>Back to cards</Trans>
        </Link>
      </div>
    );
  }
  if (!shown) return <CardDetailLoading />;
  return (
    // The route's slots (radar, statement) go to the body as they came.
    <CardDetailBody card={shown} recent={shownRecent} intent={intent} {...slots} />
  );
}
