import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button';
import { SelectField } from './field';

/** The pagination object of a list answer (page, per_page, total; total_pages when sent). */
export type PaginationData = {
  page: number;
  per_page: number;
  total: number;
  total_pages?: number | undefined;
};

export function Pagination({
  pagination,
  onPage,
  onPerPage,
  perPageChoices,
  rowsShown,
}: {
  pagination: PaginationData;
  /**
   * The rows this page shows, when fewer than its records (a settlement folded into its purchase,
   * lib/purchases.ts): the count then says the rows, so it never reads "1–9 of 9" above 8 rows.
   */
  rowsShown?: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  perPageChoices: readonly number[];
}) {
  const { t } = useLingui();
  const totalPages =
    pagination.total_pages ?? Math.max(1, Math.ceil(pagination.total / pagination.per_page));
  const first = pagination.total === 0 ? 0 : (pagination.page - 1) * pagination.per_page + 1;
  const last = Math.min(pagination.total, pagination.page * pagination.per_page);
  return (
    <nav
      aria-label={t`Pagination`}
      className="flex flex-wrap items-end justify-between gap-3 text-sm"
    >
      <p className="text-slate-600 dark:text-slate-400">
        <RangeText
          first={first}
          last={last}
          total={pagination.total}
          rows={rowsShown}
          onePage={totalPages <= 1}
        />
      </p>
      <div className="flex items-end gap-2">
        <SelectField
          label={t`Per page`}
          value={pagination.per_page}
          onChange={(e) => onPerPage(Number(e.target.value))}
          className="w-24"
        >
          {perPageChoices.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
        <Button
          variant="secondary"
          size="sm"
          disabled={pagination.page <= 1}
          onClick={() => onPage(pagination.page - 1)}
        >
          <Trans>Previous</Trans>
        </Button>
        <span aria-current="page" className="px-1 tabular-nums">
          <Trans>
            Page {pagination.page} of {totalPages}
          </Trans>
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={pagination.page >= totalPages}
          onClick={() => onPage(pagination.page + 1)}
        >
          <Trans>Next</Trans>
        </Button>
      </div>
    </nav>
  );
}

/**
 * "1–9 of 9", or when the page folds records into fewer rows: on a single page every record is
 * here, so the rows are the whole count ("1–8 of 8"); across pages the service counts records, so
 * both are said ("8 purchases here · records 1–9 of 30"). Issue #48 item 8.
 */
function RangeText({
  first,
  last,
  total,
  rows,
  onePage,
}: {
  first: number;
  last: number;
  total: number;
  rows: number | undefined;
  onePage: boolean;
}) {
  if (rows === undefined || rows >= last - first + 1)
    return (
      <Trans>
        {first}–{last} of {total}
      </Trans>
    );
  if (onePage)
    return (
      <Trans>
        {first}–{rows} of {rows}
      </Trans>
    );
  const here = plural(rows, { one: '# purchase here', other: '# purchases here' });
  return (
    <Trans>
      {here} · records {first}–{last} of {total}
    </Trans>
  );
}
