import { Trans, useLingui } from '@lingui/react/macro';
import { PanelSection } from './panel-section';

/** The command is not translated; the seed stays a placeholder: it is never shown here. */
const COMMAND =
  'SANDBOX_SEED=XXXX-XXXX-XXXX-XXXX npm run listen -- --forward-to http://127.0.0.1:3000/hooks';

/** Where to start `npm run listen` (issue #31, decision 022): events forwarded to a local URL. */
export function ListenSection() {
  const { t } = useLingui();
  return (
    <PanelSection title={t`Events on your computer`}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          No public address needed. In the project folder, with the sandbox server running, this
          command receives each event of your account and posts it to your local address, signed
          like a webhook. Put your seed in place of the Xs.
        </Trans>
      </p>
      <p className="break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-xs dark:bg-slate-800">
        {COMMAND}
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <Trans>The in-browser demo has no server to listen to: use the Webhooks page there.</Trans>
      </p>
    </PanelSection>
  );
}
