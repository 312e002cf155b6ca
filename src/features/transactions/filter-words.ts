import { useLingui } from '@lingui/react/macro';
import { statusLabel } from '../../components/ui/status';
import type { DatePreset, FilterKind } from './filter-kinds';

/** The filter kinds' and date presets' names in the person's language. */
export function useKindWords(): {
  kind: Record<FilterKind, string>;
  preset: Record<DatePreset, string>;
  type: (type: string) => string;
} {
  const { t } = useLingui();
  return {
    kind: { date: t`Date`, card: t`Card`, type: t`Type`, merchant: t`Merchant`, amount: t`Amount` },
    preset: { today: t`Today`, last7: t`Last 7 days`, month: t`This month` },
    // The rows call an authorization "Pending" until it settles, then "Settled" (decision 031):
    // the filter that finds them says those words, not "Authorized" (issue #48).
    type: (type) =>
      type === 'authorization' ? t`Purchases (pending or settled)` : statusLabel(type),
  };
}
