import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';

/**
 * Ending the old card is final: it asks once more, in place (the steps above stay in sight).
 * `left` says how many subscriptions are not ticked as moved yet.
 */
export function EndOldCard({
  last4,
  left,
  busy,
  onConfirm,
}: {
  last4: string;
  left: number;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLDivElement>(null);
  // The button that opened the question is gone: the keyboard lands on the answer.
  useEffect(() => {
    if (asking) question.current?.querySelector('button')?.focus();
  }, [asking]);
  if (!asking)
    return (
      <Button variant="dangerOutline" onClick={() => setAsking(true)}>
        <Trans>End the old card</Trans>
      </Button>
    );
  return (
    <div
      ref={question}
      role="group"
      aria-label={t`Confirm`}
      className="space-y-3 rounded-lg border border-red-200 p-4 dark:border-red-900"
    >
      <p className="text-sm font-medium">
        {t`End •••• ${last4} for good? It stops working at once and cannot be used again.`}
      </p>
      {left > 0 && (
        <p className="text-sm text-amber-800 dark:text-amber-200">
          {plural(left, {
            one: '# subscription is not ticked as moved: its next charge would be declined.',
            other: '# subscriptions are not ticked as moved: their next charges would be declined.',
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          <Trans>Yes, end the old card</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)}>
          <Trans>Not yet</Trans>
        </Button>
      </div>
    </div>
  );
}
