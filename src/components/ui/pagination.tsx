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
}: {
  pagination: PaginationData;
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
        <Trans>
          {first}–{last} of {pagination.total}
        </Trans>
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
