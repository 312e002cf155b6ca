import { Trans } from '@lingui/react/macro';
import type { VaultAccount } from '../../lib/vault/vault-file';

/** Which remembered account to open: radio buttons, or just its name when there is one. */
export function AccountChoice({
  accounts,
  value,
  onChange,
}: {
  accounts: VaultAccount[];
  value: string;
  onChange: (id: string) => void;
}) {
  if (accounts.length === 1)
    return (
      <p className="text-sm">
        <Trans>
          Account: <span className="font-medium">{accounts[0]!.name}</span>
        </Trans>
      </p>
    );
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-sm font-medium">
        <Trans>Account</Trans>
      </legend>
      {accounts.map((account) => (
        <label
          key={account.id}
          className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-950"
        >
          <input
            type="radio"
            name="account"
            value={account.id}
            checked={account.id === value}
            onChange={() => onChange(account.id)}
          />
          <span className="truncate">{account.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
