import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  FAULT_COUNT_MAX,
  FAULTS,
  faultQueries,
  useClearFaults,
  useSetFaults,
  type Fault,
} from '../../api/sandbox-faults';
import { Button } from '../../components/ui/button';
import { EnumSelect } from '../../components/ui/enum-select';
import { TextField } from '../../components/ui/field';
import { ActionError, Outcome, PanelSection } from './panel-section';

/**
 * Faults on request (decision 024): the account's next requests answer 500, 503, 429 or time out,
 * so a person sees how the dashboard (or their own client) says it and recovers.
 */
export function FaultsSection() {
  const { t } = useLingui();
  const [fault, setFault] = useState<Fault>('503');
  const [count, setCount] = useState('3');
  const [error, setError] = useState<string>();
  const state = useQuery(faultQueries.state());
  const start = useSetFaults();
  const clear = useClearFaults();
  const labels: Record<Fault, string> = {
    '500': t`500 — the service fails`,
    '503': t`503 — unavailable, retry after 1 s`,
    '429': t`429 — too many requests, retry after 1 s`,
    timeout: t`Timeout — held 5 s, then 504`,
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const n = Number(count);
    if (!/^\d+$/.test(count.trim()) || n < 1 || n > FAULT_COUNT_MAX) {
      setError(t`Enter a whole number from 1 to ${FAULT_COUNT_MAX}.`);
      return;
    }
    setError(undefined);
    clear.reset();
    start.mutate({ fault, count: n });
  }

  const active = state.data && state.data.fault !== null ? state.data : null;
  const remaining = active?.remaining ?? 0;
  const activeLabel = active?.fault ? labels[active.fault] : '';
  return (
    <PanelSection title={t`Faults`}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          Make the next requests of this account fail, to see how the pages say it and recover.
          Nothing is changed by a failed request.
        </Trans>
      </p>
      <form onSubmit={submit} noValidate className="grid grid-cols-2 gap-3">
        <EnumSelect
          label={t`Answer`}
          options={FAULTS}
          value={fault}
          onChange={(next) => next && setFault(next)}
          optionLabel={(f) => labels[f]}
          className="col-span-2"
        />
        <TextField
          label={t`Number of requests`}
          inputMode="numeric"
          value={count}
          onChange={(e) => setCount(e.target.value)}
          error={error}
          className="col-span-2 sm:col-span-1"
        />
        <Button type="submit" busy={start.isPending} className="col-span-2 self-end sm:col-span-1">
          <Trans>Start faults</Trans>
        </Button>
      </form>
      {active ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Outcome tone="info">
            {plural(remaining, {
              one: `The next request answers: ${activeLabel}.`,
              other: `The next # requests answer: ${activeLabel}.`,
            })}
          </Outcome>
          <Button
            size="sm"
            variant="secondary"
            busy={clear.isPending}
            onClick={() => {
              start.reset();
              clear.mutate({});
            }}
          >
            <Trans>Clear faults</Trans>
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {state.isLoading ? t`Loading…` : t`No faults: requests are answered normally.`}
        </p>
      )}
      <ActionError errors={[start.error, clear.error, state.error]} />
    </PanelSection>
  );
}
