import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextField } from '../../components/ui/field';
import { AMOUNT_MAX_CENTS, AMOUNT_MIN_CENTS } from '../../contract/limits';
import type { Cents } from '../../contract/money';
import { formatCents, parseUserAmount } from '../../lib/money';

/**
 * The simulators' amount in US dollars (issue #49 item 5): one field, read one way, with one
 * message, within the service's bounds for a purchase and a simulated deposit (contract/limits).
 */
export function useAmountField(initial: string) {
  const { t } = useLingui();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();
  /** The amount in cents, or null once the field says what is wrong with it. */
  function read(): Cents | null {
    const cents = parseUserAmount(text);
    if (cents === null || cents < AMOUNT_MIN_CENTS || cents > AMOUNT_MAX_CENTS) {
      setError(
        t`Enter an amount between ${formatCents(AMOUNT_MIN_CENTS)} and ${formatCents(AMOUNT_MAX_CENTS)}.`,
      );
      return null;
    }
    setError(undefined);
    return cents;
  }
  const field = (
    <TextField
      label={t`Amount (USD)`}
      inputMode="decimal"
      value={text}
      onChange={(e) => setText(e.target.value)}
      error={error}
    />
  );
  return { read, field };
}
