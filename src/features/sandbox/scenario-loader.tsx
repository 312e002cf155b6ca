import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hasErrorCode } from '../../api/errors';
import {
  sandboxToolQueries,
  useLoadScenario,
  useNewScenarioAccount,
} from '../../api/sandbox-tools';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { SelectField } from '../../components/ui/field';
import { sessionStore } from '../../lib/session';
import { formatCents } from '../../lib/money';
import { ActionError, Outcome, PanelSection } from './panel-section';

/** Each scenario in the person's words; the docs and `GET /sandbox/scenarios` hold the full story. */
const WORDS: Record<string, { title: MessageDescriptor; summary: MessageDescriptor }> = {
  'new-account-waiting-deposit': {
    title: msg`New account waiting for its deposit`,
    summary: msg`A $250 deposit seen on chain, not confirmed yet; the first card waits for it.`,
  },
  'busy-month': {
    title: msg`A busy month`,
    summary: msg`Three cards (one frozen), about 200 transactions over 30 days, an expired deposit and a 3-D Secure check waiting.`,
  },
  'low-balance-recurring': {
    title: msg`Low balance with recurring charges`,
    summary: msg`Monthly subscriptions on a card that no longer holds enough for the next round.`,
  },
  'near-monthly-limit': {
    title: msg`A card near its monthly limit`,
    summary: msg`$480 of a $500 monthly limit spent: a purchase over $20 declines until the month rolls.`,
  },
};

/** Named fixtures (issue #31): into this account when it is still empty, or into a new one. */
export function ScenarioLoader() {
  const { t, i18n } = useLingui();
  const scenarios = useQuery(sandboxToolQueries.scenarios());
  const [chosen, setChosen] = useState<string>();
  const load = useLoadScenario();
  const create = useNewScenarioAccount();
  const list = scenarios.data?.data ?? [];
  const id = chosen ?? list[0]?.id;
  const words = id ? WORDS[id] : undefined;
  const title = (s: { id: string; title: string }) =>
    WORDS[s.id] ? i18n._(WORDS[s.id]!.title) : s.title;
  const result = load.data ?? create.data;
  const seed = create.data?.seed;
  const notEmpty = hasErrorCode(load.error, ['invalid_state']);

  return (
    <PanelSection title={t`Scenarios`}>
      <SelectField
        label={t`Scenario`}
        value={id ?? ''}
        disabled={!list.length}
        onChange={(e) => setChosen(e.target.value)}
      >
        {list.map((s) => (
          <option key={s.id} value={s.id}>
            {title(s)}
          </option>
        ))}
      </SelectField>
      {words && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{i18n._(words.summary)}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={!id}
          busy={load.isPending}
          onClick={() => id && (create.reset(), load.mutate({ id }))}
        >
          <Trans>Load into this account</Trans>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={!id}
          busy={create.isPending}
          onClick={() => id && (load.reset(), create.mutate({ id }))}
        >
          <Trans>Open in a new account</Trans>
        </Button>
      </div>
      {result && (
        <Outcome tone="success">
          {create.data
            ? t`New account made. Cards: ${result.cards} · Transactions: ${result.transactions} · Deposits: ${result.deposits} · Wallet: ${formatCents(result.wallet_balance)}`
            : t`Loaded. Cards: ${result.cards} · Transactions: ${result.transactions} · Deposits: ${result.deposits} · Wallet: ${formatCents(result.wallet_balance)}`}
        </Outcome>
      )}
      {seed && (
        <div className="space-y-2 rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">
          <p>
            <Trans>The new account's seed. Keep it: it is the only key to that account.</Trans>
          </p>
          <code className="block break-all font-mono">{seed}</code>
          <div className="flex flex-wrap gap-2">
            <CopyButton value={seed} label={t`Copy the new seed`} />
            <Button size="sm" onClick={() => sessionStore.signIn(seed)}>
              <Trans>Switch to the new account</Trans>
            </Button>
          </div>
        </div>
      )}
      {notEmpty ? (
        <Outcome tone="error">
          {t`This account already has data: a scenario loads only into an empty account. Open it in a new account instead.`}
        </Outcome>
      ) : (
        <ActionError errors={[scenarios.error, load.error, create.error]} />
      )}
    </PanelSection>
  );
}
