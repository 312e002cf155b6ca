import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { walletQueries } from '../../api/wallet';
import type { Deposit } from '../../contract/wallet';
import { formatCents } from '../../lib/money';
import { Outcome } from './panel-section';

/**
 * One line about the deposit last simulated, confirmed or expired here, in its state now: read
 * from the deposits list, which every simulator action and the clock make stale (src/api
 * invalidates), so a deposit the clock confirmed stops reading "pending" and a new deposit
 * replaces the line of the one before (issue #48 item 7). The action's answer stands in until the
 * list has it.
 */
export function DepositLine({ answered }: { answered: Deposit }) {
  const { t } = useLingui();
  const listed = useQuery(walletQueries.deposits({}));
  const d = listed.data?.data.find((x) => x.id === answered.id) ?? answered;
  const amount = formatCents(d.amount_usd);
  if (d.status === 'confirmed')
    return (
      <Outcome tone="success">
        {t`Confirmed: ${formatCents(d.credited_usd)} credited to the wallet.`}
      </Outcome>
    );
  if (d.status === 'expired')
    return (
      <Outcome tone="error">
        {d.expired_reason === 'below_minimum'
          ? t`Below the minimum deposit: it expired and was not credited.`
          : t`Deposit of ${amount} expired and was not credited.`}
      </Outcome>
    );
  return <Outcome tone="info">{t`Deposit of ${amount} is pending. Confirm it below.`}</Outcome>;
}
