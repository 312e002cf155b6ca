import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useServiceNow } from '../../api/use-service-now';
import { Alert } from '../../components/ui/alert';
import type { CardSummary } from '../../contract/cards';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How near its expiry a card says so and offers its replace (issue #51 item 3, decision 044). */
export const EXPIRY_NOTICE_DAYS = 30;

/**
 * A card near its expiry (or past it) says so and offers a replace with everything on it. "Now" is
 * the service's (decision 020): the sandbox's clock moved on brings the notice.
 */
export function ExpiryNotice({ card }: { card: CardSummary }) {
  const { t } = useLingui();
  const now = useServiceNow(60 * 60 * 1000);
  if (now === undefined || card.status === 'terminated') return null;
  const left = Date.parse(card.expires_at) - now;
  if (left > EXPIRY_NOTICE_DAYS * DAY_MS) return null;
  const date = formatDate(card.expires_at);
  const days = Math.ceil(left / DAY_MS);
  return (
    <Alert
      tone="warning"
      title={
        left <= 0
          ? t`This card expired on ${date}`
          : plural(days, {
              one: `This card expires in # day, on ${date}`,
              other: `This card expires in # days, on ${date}`,
            })
      }
    >
      <Trans>Replace it: a new card gets its balance, settings and look.</Trans>{' '}
      <Link to={paths.replaceCard(card.id)} className="font-medium underline underline-offset-2">
        <Trans>Replace this card</Trans>
      </Link>
    </Alert>
  );
}
