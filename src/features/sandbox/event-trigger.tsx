import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useTriggerEvent } from '../../api/sandbox-tools';
import { Button } from '../../components/ui/button';
import { EnumSelect } from '../../components/ui/enum-select';
import { WEBHOOK_EVENTS } from '../../contract/fields';
import type { WebhookEvent } from '../../contract/webhooks';
import { ActionError, Outcome, PanelSection } from './panel-section';

/**
 * Any of the spec's 12 events on demand (issue #31), built on the account's data: what it needed
 * on the way (a card, a deposit) is made too, and every event emitted is listed. Event types are
 * the integrator's identifiers, shown as the spec spells them.
 */
export function EventTrigger() {
  const { t } = useLingui();
  const [type, setType] = useState<WebhookEvent>('transaction.authorized');
  const trigger = useTriggerEvent();

  return (
    <PanelSection title={t`Events`}>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          trigger.mutate({ type });
        }}
      >
        <EnumSelect
          label={t`Event`}
          options={WEBHOOK_EVENTS}
          value={type}
          onChange={(next) => next && setType(next)}
          optionLabel={(e) => e}
          className="min-w-0 flex-1"
        />
        <Button type="submit" busy={trigger.isPending}>
          <Trans>Trigger</Trans>
        </Button>
      </form>
      {trigger.data && (
        <Outcome tone="success">
          {t`Emitted: ${trigger.data.emitted.join(', ')}. Registered webhooks receive them.`}
        </Outcome>
      )}
      <ActionError errors={[trigger.error]} />
    </PanelSection>
  );
}
