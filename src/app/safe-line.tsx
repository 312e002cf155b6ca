import { SafeToSpendLine } from '../features/budgets/safe-to-spend-line';
import { useExpectedCharges } from '../features/radar/expected-charges';
import { usePhoneWidth } from './use-phone-width';

/**
 * "Safe to spend" under the header on a phone (decision 042): the budget given the radar's
 * expected charges (features stay strangers, the app composes them). Loaded after the page, out
 * of the session chunk every signed-in page loads first; wider, it renders (and reads) nothing.
 */
export default function PhoneSafeToSpend() {
  return usePhoneWidth() ? <SafeToSpendLine useExpected={useExpectedCharges} /> : null;
}
