import { t } from '@lingui/core/macro';
import { TextField } from '../../components/ui/field';
import { NAME_MAX, PASSPHRASE_MIN } from '../../lib/vault/vault-file';
export type RememberInput = { name: string; passphrase: string; confirm: string };
export type RememberErrors = Partial<Record<keyof RememberInput, string>>;

/** Checked before anything is sent. A new vault's passphrase is typed twice. */
export function checkRemember(input: RememberInput, newVault: boolean): RememberErrors {
  const errors: RememberErrors = {};
  if (input.name.trim().length > NAME_MAX)
    errors.name = t`Use at most ${NAME_MAX} characters for the name.`;
  if (!input.passphrase) errors.passphrase = t`Enter the passphrase.`;
  else if (newVault && input.passphrase.length < PASSPHRASE_MIN)
    errors.passphrase = t`Use at least ${PASSPHRASE_MIN} characters: a few words you will remember.`;
  else if (newVault && input.confirm !== input.passphrase)
    errors.confirm = t`The two passphrases differ. Type the same one twice.`;
  return errors;
}

/**
 * What "Remember on this device" asks for: a name for the account and the vault's passphrase,
 * which seals the seed in this browser (decision 009).
 */
export function RememberFields({
  value,
  onChange,
  errors,
  newVault,
  unlocked,
}: {
  value: RememberInput;
  onChange: (next: RememberInput) => void;
  errors: RememberErrors;
  newVault: boolean;
  /** The vault is open in this session: no passphrase needed. */
  unlocked: boolean;
}) {
  const field = (key: keyof RememberInput) => ({
    value: value[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...value, [key]: event.target.value }),
  });
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <TextField
        label={t`Account name`}
        placeholder={t`e.g. Travel`}
        maxLength={NAME_MAX}
        {...field('name')}
      />
      {!unlocked && (
        <TextField
          label={newVault ? t`Choose a passphrase` : t`Passphrase of your remembered accounts`}
          type="password"
          autoComplete={newVault ? 'new-password' : 'current-password'}
          hint={
            newVault
              ? t`It encrypts the seed in this browser. Without it the seed cannot be read back here, so keep your seed written down too.`
              : undefined
          }
          {...field('passphrase')}
        />
      )}
      {!unlocked && newVault && (
        <TextField
          label={t`Passphrase again`}
          type="password"
          autoComplete="new-password"
          {...field('confirm')}
        />
      )}
    </div>
  );
}
