import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useCompleteChallenge } from '../../api/sandbox';
import { cardQueries } from '../../api/cards';
import { threeDsQueries } from '../../api/three-ds';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { declineReasonText } from '../../lib/service-words';
import { formatCents } from '../../lib/money';
import { challengeLabels } from './challenge-labels';
import { Outcome, PanelSection } from './panel-section';
import { PER_PAGE_MAX } from '../../contract/limits';

/** The merchant's checkout page: the cardholder types the one-time code from the 3DS inbox. */
export function CheckoutSimulator() {
  const { t, i18n } = useLingui();
  const pending = useQuery(threeDsQueries.list({ status: 'pending' }, { pollMs: 3000 }));
  const challenges = pending.data?.data ?? [];
  const cards = useQuery(cardQueries.list({ per_page: PER_PAGE_MAX }));
  const labels = challengeLabels(challenges, cards.data?.data ?? []);
  const [challengeId, setChallengeId] = useState('');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const complete = useCompleteChallenge();
  const selected = challengeId || challenges[0]?.id || '';

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(otp)) {
      setError(t`The code has six digits.`);
      return;
    }
    setError(undefined);
    complete.mutate(
      { challengeId: selected, otp },
      {
        onSuccess: () => setOtp(''),
        onError: (e) => setError(errorMessage(e)),
      },
    );
  }

  return (
    <PanelSection title={t`Merchant checkout (3-D Secure)`}>
      {challenges.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>
            No purchase is waiting for a code. Simulate one with “Merchant asks for 3-D Secure”.
          </Trans>
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3">
          <SelectField
            label={t`Purchase`}
            value={selected}
            onChange={(e) => setChallengeId(e.target.value)}
          >
            {challenges.map((c) => (
              <option key={c.id} value={c.id}>
                {labels.get(c.id)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t`One-time code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={otp}
            // No maxLength: it would cut a pasted "123 456" or " 123456" to five digits before
            // the spaces go; the first six digits are kept (WCAG 3.3.8, decision 017).
            onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
            error={error}
            className="[&_input]:font-mono [&_input]:tracking-[0.4em]"
          />
          <Button type="submit" busy={complete.isPending} className="w-full">
            <Trans>Pay</Trans>
          </Button>
        </form>
      )}
      {complete.data && (
        <Outcome tone={complete.data.type === 'authorization' ? 'success' : 'error'}>
          {complete.data.type === 'authorization'
            ? t`Paid: ${formatCents(-complete.data.amount)} authorized.`
            : t`Declined: ${declineReasonText(i18n, complete.data.decline_reason)}`}
        </Outcome>
      )}
    </PanelSection>
  );
}
