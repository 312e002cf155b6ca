import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { downloadText } from '../../lib/download';

/** The seed, shown as the password it is: the only way into this account. */
export function SeedPanel({
  seed,
  stored,
  onStoredChange,
}: {
  seed: string;
  stored: boolean;
  onStoredChange: (stored: boolean) => void;
}) {
  const { t } = useLingui();
  const checkboxId = useId();
  function download() {
    const text = [
      t`Virtual Cards — your seed`,
      '',
      seed,
      '',
      t`This seed is the only way to sign in to your cards and wallet.`,
      t`Keep it private: anyone with it can use your cards. It cannot be recovered if lost.`,
      '',
    ].join('\n');
    downloadText(text, 'virtual-cards-seed.txt', 'text/plain');
  }
  return (
    <section
      aria-labelledby="seed-heading"
      className="space-y-4 rounded-card border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="seed-heading" className="text-lg font-semibold">
        <Trans>Your seed</Trans>
      </h2>
      <Alert tone="warning" title={t`Store it now — it is the only way in`}>
        <Trans>
          There is no password reset. Anyone with this seed can use your cards. Keep it somewhere
          safe and private, such as a password manager.
        </Trans>
      </Alert>
      <p
        data-testid="seed"
        className="whitespace-nowrap rounded-lg bg-slate-100 px-2 py-3 text-center font-mono text-[1.3rem] font-semibold tracking-wide sm:px-4 sm:text-3xl sm:tracking-wider dark:bg-slate-800"
      >
        {seed}
      </p>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={seed} label={t`seed`} primary />
        <Button variant="secondary" size="sm" onClick={download}>
          <Trans>Download as a text file</Trans>
        </Button>
      </div>
      <div className="flex items-start gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          checked={stored}
          onChange={(event) => onStoredChange(event.target.checked)}
          className="mt-0.5 h-4 w-4 rounded border-slate-400"
        />
        <label htmlFor={checkboxId} className="text-sm">
          <Trans>I have stored my seed somewhere safe.</Trans>
        </label>
      </div>
    </section>
  );
}
