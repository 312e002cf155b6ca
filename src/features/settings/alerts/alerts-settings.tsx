import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { webhooksApi } from '../../../api/webhooks';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ALERT_KINDS, type AlertKind } from '../../../contract/alerts';
import { useAppContext } from '../../../lib/app-context';
import { useSession } from '../../../lib/session';
import {
  AlertsError,
  readAlerts,
  saveAlerts,
  turnOffAlerts,
  turnOnAlerts,
  type AlertsRecord,
} from './alerts-device';

const KIND_WORDS: Record<AlertKind, MessageDescriptor> = {
  approved: msg`Purchases approved`,
  declined: msg`Purchases declined, with the reason`,
  refunded: msg`Refunds`,
  three_ds: msg`A 3-D Secure code waiting`,
  deposit_confirmed: msg`Deposits confirmed`,
  auto_frozen: msg`A card frozen by its rule`,
  low_balance: msg`Low card balance`,
};

const webhooks = {
  create: (input: { url: string; events: string[]; secret: string }) =>
    webhooksApi.create(input as Parameters<typeof webhooksApi.create>[0]),
  remove: webhooksApi.remove,
};

/** Settings → Alerts (issue #34, decision 025): notifications on this device, no tab needed. */
export function AlertsSettings() {
  const { t, i18n } = useLingui();
  const demo = useAppContext().connection.mode === 'demo';
  const [record, setRecord] = useState<AlertsRecord | null>(readAlerts);
  const [kinds, setKinds] = useState<AlertKind[]>(record?.kinds ?? [...ALERT_KINDS]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const elsewhere = useWebhookMissing(record?.webhookId);

  const reasons: Record<AlertsError['reason'], string> = {
    denied: t`This browser blocks notifications from this site. Allow them in the site settings, then try again.`,
    unsupported: t`This browser cannot show notifications from a web page.`,
    server: t`This site cannot send alerts right now. Try again later.`,
    service: t`The card service refused the webhook for alerts. Try again later.`,
  };

  async function toggle() {
    setBusy(true);
    setProblem(null);
    try {
      if (record) {
        await turnOffAlerts(record, webhooks);
        saveAlerts(null);
        setRecord(null);
      } else {
        const made = await turnOnAlerts(kinds, i18n.locale, demo, webhooks);
        saveAlerts(made);
        setRecord(made);
      }
    } catch (error) {
      setProblem(error instanceof AlertsError ? reasons[error.reason] : reasons.server);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <fieldset disabled={record !== null || busy}>
        <legend className="text-sm font-medium">
          <Trans>Tell me about</Trans>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {ALERT_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={kinds.includes(kind)}
                onChange={(event) =>
                  setKinds((now) =>
                    event.target.checked ? [...now, kind] : now.filter((k) => k !== kind),
                  )
                }
              />
              {i18n._(KIND_WORDS[kind])}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {elsewhere
          ? t`The webhook these alerts use is not in this account (they were turned on for another account, or it was deleted): they do not reach you for this one. Turn them off and on again here.`
          : record
            ? t`Alerts are on for this device. To change the choice, turn them off and on again.`
            : demo
              ? t`Demo: the in-browser sandbox's events are shown while this tab is in the background.`
              : t`Alerts reach this device even with no tab open. The words never hold a card number or a code.`}
      </p>
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button
        variant={record ? 'secondary' : 'primary'}
        busy={busy}
        disabled={!record && kinds.length === 0}
        onClick={() => void toggle()}
      >
        {record ? t`Turn off alerts` : t`Turn on alerts`}
      </Button>
    </div>
  );
}

/**
 * The record is this device's, its webhook one account's (issue #48 item 5): after a switch, or
 * once the webhook was deleted elsewhere, the alerts do not reach the signed-in account. Asked once
 * per account; the page has no React Query while signed out, so a plain call.
 */
function useWebhookMissing(webhookId: string | undefined): boolean {
  const { seed } = useSession();
  const [check, setCheck] = useState<{ seed: string; webhookId: string; missing: boolean }>();
  useEffect(() => {
    if (!seed || !webhookId) return;
    let current = true;
    webhooksApi
      .list()
      .then((hooks) => {
        if (current) setCheck({ seed, webhookId, missing: !hooks.some((h) => h.id === webhookId) });
      })
      .catch(() => undefined); // Unknown: nothing is said.
    return () => {
      current = false;
    };
  }, [seed, webhookId]);
  return Boolean(check?.missing && check.seed === seed && check.webhookId === webhookId);
}
