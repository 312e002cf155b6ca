import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { useSendExample } from '../../api/webhook-tools';
import { webhookQueries } from '../../api/webhooks';
import { WEBHOOK_EVENTS } from '../../contract/fields';
import type { WebhookEvent } from '../../contract/webhooks';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EnumSelect } from '../../components/ui/enum-select';
import { SelectField } from '../../components/ui/field';

/**
 * Sends an example of one event to one endpoint (decision 021): the account's newest matching
 * record (or a fixed one), marked `"example": true`, whatever the endpoint subscribes to.
 */
export function SendExample() {
  const { t } = useLingui();
  const hooks = useQuery(webhookQueries.list());
  const [chosen, setChosen] = useState<string>();
  const [type, setType] = useState<WebhookEvent>('transaction.authorized');
  const send = useSendExample();
  const endpoints = hooks.data ?? [];
  if (endpoints.length === 0) return null;
  const webhookId = endpoints.some((h) => h.id === chosen) ? chosen! : endpoints[0]!.id;

  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate({ webhookId, type });
  }

  return (
    <form
      aria-label={t`Send an example event`}
      onSubmit={submit}
      className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t`Endpoint`}
          value={webhookId}
          onChange={(e) => setChosen(e.target.value)}
        >
          {endpoints.map((h) => (
            <option key={h.id} value={h.id}>
              {h.url}
            </option>
          ))}
        </SelectField>
        <EnumSelect
          label={t`Event`}
          options={WEBHOOK_EVENTS}
          value={type}
          onChange={(v) => v && setType(v)}
          optionLabel={(v) => v}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" busy={send.isPending}>
          <Trans>Send example</Trans>
        </Button>
        <p role="status" className="text-xs text-slate-700 dark:text-slate-300">
          {send.isSuccess && (
            <Trans>
              Example {send.data.event_type} sent as {send.data.id}, at the top of the log.
            </Trans>
          )}
        </p>
      </div>
      {send.isError && <Alert tone="error">{errorMessage(send.error)}</Alert>}
    </form>
  );
}
