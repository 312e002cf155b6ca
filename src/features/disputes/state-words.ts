import { useLingui } from '@lingui/react/macro';
import type { DisputeState } from './dispute-rules';

/** The states as the person reads them. */
export function useStateWords(): Record<DisputeState, string> {
  const { t } = useLingui();
  return { drafted: t`Drafted`, sent: t`Sent to support`, resolved: t`Resolved` };
}
