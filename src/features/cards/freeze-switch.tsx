import { useLingui } from '@lingui/react/macro';
import type { CardListItem } from '../../contract/cards';
import { cardName } from '../../lib/service-words';

/** A switch that freezes (off) or unfreezes (on) a card. Terminated cards have none. */
export function FreezeSwitch({
  card,
  onToggle,
  busy,
}: {
  card: CardListItem;
  onToggle: (freeze: boolean) => void;
  busy: boolean;
}) {
  const { t, i18n } = useLingui();
  if (card.status === 'terminated') return <span className="text-xs text-slate-400">—</span>;
  const active = card.status === 'active';
  const name = cardName(i18n, card, t`card`);
  const last4 = card.last4;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={active ? t`Freeze ${name} •••• ${last4}` : t`Unfreeze ${name} •••• ${last4}`}
      disabled={busy}
      onClick={() => onToggle(active)}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${active ? 'bg-emerald-500' : 'bg-slate-300 dark:bg-slate-600'}`}
    >
      <span
        className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${active ? 'translate-x-5' : 'translate-x-0.5'}`}
      />
    </button>
  );
}
