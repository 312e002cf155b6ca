import { t } from '@lingui/core/macro';
import { Suspense, useRef, useState, type FormEvent } from 'react';
import { SEED_PATTERN } from '../../contract/fields';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { sessionStore } from '../../lib/session';
import type { VaultFile } from '../../lib/vault/vault-file';
import type { RememberErrors } from './remember-fields';
import { lazyPart } from '../../lib/lazy-part';

// Asked only when "Remember on this device" is ticked: not in the sign-in page's first load.
const loadRemember = () => import('./remember-fields');
const RememberFields = lazyPart(loadRemember, 'RememberFields');

/**
 * Sign-in with a seed: plain React state instead of a form library, and the API client (with its
 * schemas) and the vault's crypto loaded on the first submit, so the page's first load stays small
 * (decision 005). "Remember on this device" seals the seed in the vault (decision 009).
 */
export function SeedForm({
  vault,
  onSignedIn,
}: {
  vault: VaultFile | null;
  onSignedIn: () => void;
}) {
  const seedInput = useRef<HTMLInputElement>(null);
  const [seed, setSeed] = useState('');
  const [remember, setRemember] = useState(false);
  const [details, setDetails] = useState({ name: '', passphrase: '', confirm: '' });
  const [rememberErrors, setRememberErrors] = useState<RememberErrors>({});
  const [seedError, setSeedError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const unlocked = vault !== null && sessionStore.vaultKey() !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = seed.trim();
    setFailure(null);
    const errors =
      remember && !unlocked ? (await loadRemember()).checkRemember(details, vault === null) : {};
    setSeedError(
      SEED_PATTERN.test(typed)
        ? undefined
        : t`A seed is four groups of four letters or digits separated by hyphens`,
    );
    setRememberErrors(errors);
    if (!SEED_PATTERN.test(typed) || Object.keys(errors).length > 0) {
      if (!SEED_PATTERN.test(typed)) seedInput.current?.focus();
      return;
    }
    setBusy(true);
    const [{ walletApi }, { errorMessage, isApiError }] = await Promise.all([
      import('../../api/wallet'),
      import('../../api/errors'),
    ]);
    try {
      const accepted = await walletApi.acceptedSeed(typed);
      if (!remember) sessionStore.signIn(accepted);
      else {
        const { rememberAccount } = await import('../../lib/vault/vault');
        const { accountId, key } = await rememberAccount({
          seed: accepted,
          name: details.name,
          passphrase: details.passphrase,
          key: sessionStore.vaultKey(),
        });
        sessionStore.signIn(accepted, { accountId, vaultKey: key });
      }
      onSignedIn();
    } catch (error) {
      if (isApiError(error) && error.isUnauthorized) {
        setSeedError(t`This seed is unknown to the service. Check it and try again.`);
        seedInput.current?.focus();
      } else if (error instanceof Error && error.name === 'WrongPassphraseError')
        setRememberErrors({ passphrase: error.message });
      else if (error instanceof DOMException && error.name === 'QuotaExceededError')
        setFailure(
          t`This browser refused to store the account. Free some space, or sign in without remembering.`,
        );
      else setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label={t`Seed`}
        placeholder="XXXX-XXXX-XXXX-XXXX"
        autoComplete="current-password"
        spellCheck={false}
        autoCapitalize="characters"
        className="[&_input]:font-mono"
        name="seed"
        ref={seedInput}
        value={seed}
        onChange={(event) => setSeed(event.target.value)}
        error={seedError}
      />
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-400"
          name="remember"
          checked={remember}
          onChange={(event) => {
            if (event.target.checked) RememberFields.preload();
            setRemember(event.target.checked);
          }}
        />
        <span>{t`Remember on this device`}</span>
      </label>
      <Suspense fallback={null}>
        {remember && (
          <RememberFields
            value={details}
            onChange={setDetails}
            errors={rememberErrors}
            newVault={vault === null}
            unlocked={unlocked}
          />
        )}
      </Suspense>
      {/* Unlocking is the main action where accounts are remembered. */}
      <Button
        type="submit"
        busy={busy}
        variant={vault ? 'secondary' : 'primary'}
        className="w-full"
      >
        {t`Sign in`}
      </Button>
    </form>
  );
}
