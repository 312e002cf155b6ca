import { useLingui } from '@lingui/react/macro';
import type { CardSummary } from '../../contract/cards';
import { cardRules } from '../../lib/card-rules';

/**
 * A card's rules as one sentence with this month's spending as a bar (decision 030): under each
 * card in the lists, and on the card's page.
 */
export function CardRulesLine({
  card,
  compact = false,
}: {
  card: Pick<
    CardSummary,
    'spending_limit' | 'allowed_categories' | 'auto_freeze_at' | 'spent_this_month'
  >;
  compact?: boolean;
}) {
  const { t, i18n } = useLingui();
  const rules = cardRules(i18n, card);
  const progress = rules.progress;
  const share = progress ? Math.min(1, progress.spent / progress.max) : 0;
  // Near the end the bar turns amber: the next purchases may be refused or freeze the card.
  const near = share >= 0.9;
  return (
    <div data-card-rules className={compact ? 'text-xs' : 'text-sm'}>
      <p className="text-slate-700 dark:text-slate-300">{rules.none ?? rules.parts.join(' · ')}</p>
      {progress && (
        <div
          role="progressbar"
          aria-label={t`This month’s spending`}
          aria-valuemin={0}
          aria-valuemax={progress.max}
          aria-valuenow={Math.min(progress.spent, progress.max)}
          aria-valuetext={progress.text}
          className={`mt-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 ${compact ? 'h-1.5' : 'h-2'}`}
        >
          <div
            className={`h-full rounded-full ${near ? 'bg-amber-500' : 'bg-brand-500 dark:bg-brand-400'}`}
            style={{ width: `${share * 100}%` }}
          />
        </div>
      )}
    </div>
  );
}
