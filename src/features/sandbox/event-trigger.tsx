import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useTriggerEvent } from '../../api/sandbox-tools';
import { Button } from '../../components/ui/button';
import { EnumSelect } from '../../components/ui/enum-select';
import { WEBHOOK_EVENTS } from '../../contract/fields';
import { TRIGGER_FIELDS, type TriggerBody } from '../../contract/sandbox-tools';
import type { WebhookEvent } from '../../contract/webhooks';
import { formatCents } from '../../lib/money';
import { ActionError, Outcome, PanelSection } from './panel-section';
import { TriggerFields, useTriggerData } from './trigger-fields';

/**
 * Any of the spec's 12 events on demand (issue #31), built on the account's data: what it needed
 * on the way (a card, a deposit) is made too, and every event emitted is listed. With data
 * (decision 040): a card, an amount, a merchant or a decline reason, only those its event uses;
 * the outcome says what money moved. Event types and decline codes are the integrator's
 * identifiers, shown as the service spells them.
 */
export function EventTrigger() {
  const { t } = useLingui();
  const [type, setType] = useState<WebhookEvent>('transaction.authorized');
  const data = useTriggerData();
  const trigger = useTriggerEvent();
  const fields = TRIGGER_FIELDS[type];

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const body: TriggerBody | null = data.read(fields);
    if (body) trigger.mutate({ type, ...(Object.keys(body).length ? { body } : {}) });
  }

  const result = trigger.data;
  const before = result ? formatCents(result.wallet_before) : '';
  const after = result ? formatCents(result.wallet_after) : '';
  return (
    <PanelSection title={t`Events`}>
      <form className="space-y-3" noValidate onSubmit={submit}>
        <EnumSelect
          label={t`Event`}
          options={WEBHOOK_EVENTS}
          value={type}
          onChange={(next) => next && setType(next)}
          optionLabel={(e) => e}
        />
        <TriggerFields data={data} fields={fields} />
        <Button type="submit" busy={trigger.isPending} className="w-full">
          <Trans>Trigger</Trans>
        </Button>
      </form>
      {result && (
        <Outcome tone="success">
          {t`Emitted: ${result.emitted.join(', ')}. Registered webhooks receive them.`}{' '}
          {result.wallet_before === result.wallet_after
            ? t`The wallet did not change.`
            : t`Wallet: ${before} → ${after}.`}
        </Outcome>
      )}
      <ActionError errors={[trigger.error]} />
    </PanelSection>
  );
}
