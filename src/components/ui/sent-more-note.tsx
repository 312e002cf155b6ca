import { useLingui } from '@lingui/react/macro';
import { countFormat } from '../../lib/i18n/intl';
import { Alert } from './alert';

/**
 * Says that the service's answer held more rows than the page asked for and that only the page's
 * are shown (api/asked-page.ts, issue #47). Nothing when it held no more.
 */
export function SentMoreNote({
  page,
}: {
  page: { data: unknown[]; pagination: { per_page: number }; sentMore?: number | undefined };
}) {
  const { t } = useLingui();
  if (!page.sentMore) return null;
  const sent = countFormat().format(page.sentMore);
  const asked = countFormat().format(page.pagination.per_page);
  const shown = countFormat().format(page.data.length);
  return (
    <Alert tone="info">
      {t`The service sent more than this page asked for (${sent} for a page of ${asked}). Showing ${shown} of them.`}
    </Alert>
  );
}
