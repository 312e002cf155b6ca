import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { BlockedOrigin } from './blocked-origin';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useAppContext } from '../../lib/app-context';
import { API_BASE_PATH } from '../../contract/errors';
import { checkConnectPolicy } from '../../lib/connect-policy';
import { checkConnection, type ConnectionMode } from '../../lib/connection';

const OPTIONS: Array<{ mode: ConnectionMode; title: MessageDescriptor; text: MessageDescriptor }> =
  [
    {
      mode: 'demo',
      title: msg`Demo`,
      text: msg`The sandbox runs inside this browser. Nothing leaves your machine.`,
    },
    {
      mode: 'sandbox',
      title: msg`Sandbox server`,
      text: msg`A sandbox over HTTP, e.g. “npm run api” on http://127.0.0.1:8787/v1/api.`,
    },
    {
      mode: 'live',
      title: msg`Live`,
      text: msg`A real card service. Real money. /v1/api when this site proxies it (npm run serve).`,
    },
  ];

export function ConnectionSettings() {
  const { t, i18n } = useLingui();
  const { connection, switchConnection } = useAppContext();
  const [mode, setMode] = useState<ConnectionMode>(connection.mode);
  const [url, setUrl] = useState(
    connection.mode === 'demo' ? `http://127.0.0.1:8787${API_BASE_PATH}` : connection.baseUrl,
  );
  const [error, setError] = useState<string | undefined>();
  const [blocked, setBlocked] = useState<{ origin: string; allowed: string[] } | undefined>();
  const [confirming, setConfirming] = useState(false);

  function save(event: React.FormEvent) {
    event.preventDefault();
    const checked = checkConnection({ mode, baseUrl: mode === 'demo' ? API_BASE_PATH : url });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(undefined);
    const verdict = checkConnectPolicy(checked.connection.baseUrl);
    if (!verdict.allowed) {
      setBlocked({ origin: verdict.origin, allowed: verdict.allowedOrigins });
      return;
    }
    setBlocked(undefined);
    if (!confirming) {
      setConfirming(true);
      return;
    }
    switchConnection(checked.connection);
  }

  const unchanged =
    mode === connection.mode && (mode === 'demo' || url.replace(/\/+$/, '') === connection.baseUrl);
  return (
    <form onSubmit={save} noValidate className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">{t`Service`}</legend>
        {OPTIONS.map((option) => (
          <label
            key={option.mode}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-600 dark:has-[:checked]:bg-brand-950"
          >
            <input
              type="radio"
              name="mode"
              value={option.mode}
              checked={mode === option.mode}
              onChange={() => {
                setMode(option.mode);
                setConfirming(false);
              }}
              className="mt-1"
            />
            <span>
              <span className="block text-sm font-semibold">{i18n._(option.title)}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-400">
                {i18n._(option.text)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {mode !== 'demo' && (
        <TextField
          label={t`API base URL`}
          type="url"
          inputMode="url"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setConfirming(false);
            setBlocked(undefined);
          }}
          error={error}
          hint={t`It ends in /v1/api: /v1/api on this site, an https:// URL, or http:// for localhost.`}
        />
      )}
      {blocked && <BlockedOrigin origin={blocked.origin} allowed={blocked.allowed} />}
      {confirming && (
        <Alert tone="warning" title={t`Switch the service?`}>
          {mode === 'demo' ? (
            <Trans>
              You will be signed out, and the app reloads connected to the in-browser demo. Press
              the button again to switch.
            </Trans>
          ) : (
            <Trans>
              You will be signed out, and the app reloads connected to {url}. Press the button again
              to switch.
            </Trans>
          )}
        </Alert>
      )}
      <Button type="submit" disabled={unchanged} variant={confirming ? 'danger' : 'primary'}>
        {confirming ? t`Switch and reload` : t`Save connection`}
      </Button>
    </form>
  );
}
