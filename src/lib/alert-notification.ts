import {
  ALERT_EVENTS,
  ALERT_LOW_BALANCE_USD,
  type AlertKind,
  type AlertLanguage,
} from '../contract/alerts';
import { paths } from './paths';
import { WORDS } from './alert-words';

/** What the service worker shows (public/sw-push.js reads the same fields). */
export type AlertNotification = { title: string; body: string; url: string; tag: string };

type Data = Record<string, unknown> & {
  id?: string;
  card_id?: string;
  amount?: number;
  balance_after?: number;
  merchant?: { name?: string } | string;
  decline_code?: string | null;
  label?: string | null;
  reason?: string;
  transaction_id?: string | null;
};

const money = (lang: AlertLanguage, usd: unknown) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(
    Math.abs(Math.round(Number(usd) * 100)) / 100,
  );
const merchantOf = (d: Data) =>
  String((typeof d.merchant === 'string' ? d.merchant : d.merchant?.name) ?? '').slice(0, 80);
const txnUrl = (d: Data) =>
  paths.transactions({ card_id: d.card_id ?? undefined, txn: d.id ?? undefined });

/**
 * A webhook event → the notifications the person chose, in their language: merchant, amount,
 * a decline's reason in words. Only named fields are read — never a code, a PAN or a CVV, even if
 * a provider sent one (the 3-D Secure alert says a code waits, not which).
 */
export function notificationsFor(
  type: string,
  data: Data,
  kinds: readonly AlertKind[],
  lang: AlertLanguage,
): AlertNotification[] {
  const w = WORDS[lang];
  const wants = (kind: AlertKind) => kinds.includes(kind) && ALERT_EVENTS[kind] === type;
  const line = () => `${merchantOf(data)}, ${money(lang, data.amount)}`;
  const tag = `${type}:${String(data.id ?? '')}`;
  const out: AlertNotification[] = [];
  if (wants('approved')) out.push({ title: w.approved, body: line(), url: txnUrl(data), tag });
  if (wants('declined')) {
    const reason = w.reasons[String(data.decline_code)] ?? '';
    const body = reason ? `${line()} — ${reason}` : line();
    out.push({ title: w.declined, body, url: txnUrl(data), tag });
  }
  if (wants('refunded')) out.push({ title: w.refunded, body: line(), url: txnUrl(data), tag });
  if (wants('three_ds'))
    out.push({
      title: w.threeDs,
      body: w.threeDsBody(merchantOf(data), money(lang, data.amount)),
      url: paths.threeDs,
      tag,
    });
  if (wants('deposit_confirmed'))
    out.push({
      title: w.deposit,
      body: w.depositBody(money(lang, data.credited_usd ?? data.amount_usd ?? data.amount)),
      url: paths.deposits,
      tag,
    });
  if (wants('auto_frozen') && data.reason === 'auto_freeze_threshold')
    out.push({
      title: w.autoFrozen,
      body: w.autoFrozenBody(String(data.label || w.yourCard).slice(0, 80)),
      url: paths.card(String(data.id ?? '')),
      tag,
    });
  if (wants('low_balance') && Number(data.balance_after) < ALERT_LOW_BALANCE_USD)
    out.push({
      title: w.lowBalance,
      body: w.lowBalanceBody(merchantOf(data), money(lang, data.balance_after)),
      url: paths.card(String(data.card_id ?? '')),
      tag: `low:${String(data.card_id ?? '')}`,
    });
  return out;
}
