import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { FUNDING_ASSETS, NETWORKS, type FundingAsset } from '../../contract/fields';
import { assetLabel } from '../../lib/currencies';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/field';

export type GenerateFormValues = {
  network: 'auto' | (typeof NETWORKS)[number];
  asset: FundingAsset;
};

/**
 * Two choices from fixed lists, read from the form on submit: no form library on the first page a
 * new user sees (decision 005). Anything outside the lists falls back to the defaults.
 */
function readValues(form: HTMLFormElement): GenerateFormValues {
  const data = new FormData(form);
  const network = NETWORKS.find((n) => n === data.get('network')) ?? 'auto';
  const asset = FUNDING_ASSETS.find((a) => a === data.get('asset')) ?? 'USDT-ERC20';
  return { network, asset };
}

export function GenerateForm({
  onSubmit,
  busy,
}: {
  onSubmit: (values: GenerateFormValues) => void;
  busy: boolean;
}) {
  const { t } = useLingui();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(readValues(event.currentTarget));
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">
          <Trans>Card network</Trans>
        </legend>
        <div className="grid grid-cols-3 gap-2">
          {(
            [
              ['auto', t`Automatic`],
              ['visa', 'Visa'],
              ['mastercard', 'Mastercard'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:border-slate-600 dark:has-[:checked]:bg-brand-950"
            >
              <input
                type="radio"
                name="network"
                value={value}
                defaultChecked={value === 'auto'}
                className="sr-only"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField
        label={t`Fund with`}
        hint={t`Your wallet address will be for this asset.`}
        name="asset"
        defaultValue="USDT-ERC20"
      >
        {FUNDING_ASSETS.map((asset) => (
          <option key={asset} value={asset}>
            {assetLabel(asset)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" busy={busy} className="w-full">
        <Trans>Generate my seed and card</Trans>
      </Button>
    </form>
  );
}
