import { useLingui } from '@lingui/react/macro';
import type { DatePreset, FilterKind } from './filter-kinds';

/** The filter kinds' and date presets' names in the person's language. */
export function useKindWords(): {
  kind: Record<FilterKind, string>;
  preset: Record<DatePreset, string>;
} {
  const { t } = useLingui();
  return {
    kind: { date: t`Date`, card: t`Card`, type: t`Type`, merchant: t`Merchant`, amount: t`Amount` },
    preset: { today: t`Today`, last7: t`Last 7 days`, month: t`This month` },
  };
}
