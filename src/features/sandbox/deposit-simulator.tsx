import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirmDeposit, useExpireDeposit, useSimulateDeposit } from '../../api/sandbox';
import { DEPOSIT_CURRENCIES } from '../../contract/fields';
import type { Deposit, DepositCurrency } from '../../contract/wallet';
import { useAccountAsset } from '../../api/account-asset';
import { CURRENCY_NAMES } from '../../lib/currencies';
import { walletQueries } from '../../api/wallet';
import { Button } from '../../components/ui/button';
import { formatCents } from '../../lib/money';
import { ActionError, PanelSection } from './panel-section';
import { DepositLine } from './deposit-line';
import { EnumSelect } from '../../components/ui/enum-select';
import { useAmountField } from './amount-field';

export function DepositSimulator() {
  const { t } = useLingui();
  const account = useAccountAsset();
  const [chosen, setCurrency] = useState<DepositCurrency | null>(null);
  // The account's own asset until another is chosen (issue #48 polish).
  const currency = chosen ?? account.currency ?? 'usdt';
  const amount = useAmountField('100');
  /** The deposit last acted on here: its line follows it (DepositLine). */
  const [latest, setLatest] = useState<Deposit | null>(null);
  const simulate = useSimulateDeposit();
  const confirm = useConfirmDeposit();
  const expire = useExpireDeposit();
  const pending = useQuery(walletQueries.deposits({ status: 'pending' }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const cents = amount.read();
    if (cents === null) return;
    simulate.mutate({ currency, amount: cents }, { onSuccess: setLatest });
  }

  return (
    <PanelSection title={t`Crypto deposit`}>
      <form onSubmit={submit} noValidate className="grid grid-cols-2 gap-3">
        <EnumSelect
          label={t`Currency`}
          options={DEPOSIT_CURRENCIES}
          value={currency}
          onChange={(next) => next && setCurrency(next)}
          optionLabel={(c) => CURRENCY_NAMES[c].code}
        />
        {amount.field}
        <Button type="submit" busy={simulate.isPending} className="col-span-2">
          <Trans>Simulate deposit</Trans>
        </Button>
      </form>
      {latest && <DepositLine answered={latest} />}
      <div>
        <p className="mb-2 text-sm font-medium">
          <Trans>Pending deposits</Trans>
        </p>
        {pending.data?.data.length ? (
          <ul className="space-y-2">
            {pending.data.data.map((d) => (
              <li
                key={d.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800"
              >
                <span>
                  {d.amount_crypto}{' '}
                  {(CURRENCY_NAMES as Partial<Record<string, { code: string }>>)[d.currency]
                    ?.code ?? d.currency.toUpperCase()}{' '}
                  · {formatCents(d.amount_usd)}
                </span>
                <span className="flex gap-2">
                  <Button
                    aria-label={t`Confirm deposit of ${formatCents(d.amount_usd)}`}
                    size="sm"
                    busy={confirm.isPending && confirm.variables?.depositId === d.id}
                    onClick={() => confirm.mutate({ depositId: d.id }, { onSuccess: setLatest })}
                  >
                    <Trans>Confirm</Trans>
                  </Button>
                  <Button
                    aria-label={t`Expire deposit of ${formatCents(d.amount_usd)}`}
                    size="sm"
                    variant="secondary"
                    onClick={() => expire.mutate({ depositId: d.id }, { onSuccess: setLatest })}
                  >
                    <Trans>Expire</Trans>
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {pending.isLoading ? t`Loading…` : t`None.`}
          </p>
        )}
      </div>
      <ActionError errors={[simulate.error, confirm.error, expire.error]} />
    </PanelSection>
  );
}
