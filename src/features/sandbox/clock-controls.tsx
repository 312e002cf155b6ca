import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DueKind } from '../../contract/sandbox-tools';
import { sandboxToolQueries, useAdvanceClock } from '../../api/sandbox-tools';
import { Button } from '../../components/ui/button';
import { formatDateTime } from '../../lib/format';
import { ActionError, Outcome, PanelSection } from './panel-section';

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** The steps a person takes most (issue #31): a 3-D Secure code's life, a day, a month's window. */
const STEPS: Array<{ label: MessageDescriptor; name: MessageDescriptor; seconds: number }> = [
  { label: msg`+5 min`, name: msg`Advance the clock 5 minutes`, seconds: 5 * MINUTE },
  { label: msg`+1 day`, name: msg`Advance the clock 1 day`, seconds: DAY },
  { label: msg`+1 month`, name: msg`Advance the clock 30 days`, seconds: 30 * DAY },
];

/** What fell due, in the person's words (the service's `fired[].kind`, decision 020). */
const FIRED: Record<DueKind, MessageDescriptor> = {
  challenge_expired: msg`3-D Secure checks expired`,
  deposit_confirmed: msg`Deposits confirmed`,
  authorization_settled: msg`Purchases settled`,
  card_expired: msg`Cards expired`,
  month_rolled: msg`Monthly limits renewed`,
};

function tally(kinds: string[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts];
}

/** The account's own clock: read it, move it on, and see what fell due on the way. */
export function ClockControls() {
  const { t, i18n } = useLingui();
  const clock = useQuery(sandboxToolQueries.clock());
  const advance = useAdvanceClock();
  const aheadDays = clock.data ? Math.floor(clock.data.offset_ms / (DAY * 1000)) : 0;
  const fired = advance.data ? tally(advance.data.fired.map((f) => f.kind)) : [];

  return (
    <PanelSection title={t`Account clock`}>
      <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        {clock.data ? (
          <>
            <Trans>
              Account time: <strong>{formatDateTime(clock.data.now)}</strong>
            </Trans>
            {clock.data.offset_ms > 0 && (
              <span className="block text-slate-600 dark:text-slate-400">
                {aheadDays > 0 ? (
                  <Plural
                    value={aheadDays}
                    one="# day ahead of real time"
                    other="# days ahead of real time"
                  />
                ) : (
                  t`Ahead of real time by less than a day`
                )}
              </span>
            )}
          </>
        ) : clock.isError ? null : (
          t`Loading…`
        )}
      </p>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t`Advance the clock`}>
        {STEPS.map((step) => (
          <Button
            key={step.seconds}
            size="sm"
            variant="secondary"
            // Named by what it shows, "+5 min", in the group "Advance the clock" (WCAG 2.5.3 label
            // in name: a voice user says what is on screen; axe 4.14); the whole step, "Advance the
            // clock 30 days", is its description and tooltip.
            title={i18n._(step.name)}
            busy={advance.isPending && advance.variables?.seconds === step.seconds}
            disabled={advance.isPending}
            onClick={() => advance.mutate({ seconds: step.seconds })}
          >
            {i18n._(step.label)}
          </Button>
        ))}
      </div>
      {advance.data && (
        <Outcome tone="info">
          {fired.length === 0
            ? t`Nothing fell due.`
            : fired
                .map(
                  ([kind, count]) =>
                    `${kind in FIRED ? i18n._(FIRED[kind as DueKind]) : kind}: ${count}`,
                )
                .join(' · ')}
        </Outcome>
      )}
      <ActionError errors={[clock.error, advance.error]} />
    </PanelSection>
  );
}
