import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { binQueries } from '../../api/bins';
import { CARD_STATUSES } from '../../contract/fields';
import type { CardListFilters } from '../../contract/cards';
import { SelectField, TextField } from '../../components/ui/field';
import { EnumSelect } from '../../components/ui/enum-select';
import { binLabel } from '../../lib/service-words';

const SORTS = [
  ['created_at:desc', msg`Newest first`],
  ['created_at:asc', msg`Oldest first`],
  ['balance:desc', msg`Highest balance`],
  ['balance:asc', msg`Lowest balance`],
  ['last_used:desc', msg`Recently used`],
  ['last_used:asc', msg`Least recently used`],
] as const;

export function CardFilters({
  filters,
  update,
}: {
  filters: CardListFilters;
  update: (patch: Partial<CardListFilters>) => void;
}) {
  const { t, i18n } = useLingui();
  const bins = useQuery(binQueries.list());
  const [label, setLabel] = useState(filters.label ?? '');
  // Search as you type, without a request per keystroke.
  useEffect(() => {
    if ((filters.label ?? '') === label) return;
    const timer = setTimeout(() => update({ label: label.trim() || undefined }), 300);
    return () => clearTimeout(timer);
  }, [label, filters.label, update]);

  const sort = `${filters.sort ?? 'created_at'}:${filters.order ?? 'desc'}`;
  return (
    <div role="search" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <TextField
        label={t`Search label`}
        type="search"
        value={label}
        onChange={(e) => setLabel(e.target.value)}
        placeholder={t`e.g. Ads`}
        className="col-span-2 md:col-span-1"
      />
      <EnumSelect
        label={t`Status`}
        options={CARD_STATUSES}
        value={filters.status}
        onChange={(status) => update({ status })}
        allLabel={t`All`}
      />
      <SelectField
        label={t`Card type (BIN)`}
        value={filters.bin_id ?? ''}
        onChange={(e) => update({ bin_id: e.target.value || undefined })}
      >
        <option value="">{t`All`}</option>
        {bins.data?.data.map((b) => (
          <option key={b.id} value={b.id}>
            {b.id} · {binLabel(i18n, b)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t`Sort`}
        value={sort}
        onChange={(e) => {
          const [by, order] = e.target.value.split(':') as [
            CardListFilters['sort'],
            CardListFilters['order'],
          ];
          update({ sort: by, order });
        }}
        className="col-span-2 md:col-span-1"
      >
        {SORTS.map(([value, text]) => (
          <option key={value} value={value}>
            {i18n._(text)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
