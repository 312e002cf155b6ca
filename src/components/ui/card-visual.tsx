import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Ban, Snowflake } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CardLook } from '../../lib/card-look';
import { cardName } from '../../lib/service-words';
import { DOTS, FACE_COLOURS } from './card-mark';
import { statusLabel } from './status';

/** The card's state as the art shows it; any other status (e.g. a preview's) looks active. */
export type CardArtState = 'active' | 'frozen' | 'terminated';

// A frozen card is the same card on hold: an icy, desaturated face under frost. A terminated card
// is gone: a flat grey face with a dashed edge, no shine (issue #29: both looked alive). Text on
// every face keeps AA contrast in light and dark: white on slate/sky 700-900, slate-700 on
// slate-200, slate-200 on slate-800.
const FACES = {
  visa: 'bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 text-white shadow-lg',
  mastercard: 'bg-gradient-to-br from-slate-700 via-slate-800 to-slate-950 text-white shadow-lg',
  frozen: 'bg-gradient-to-br from-slate-700 via-sky-900 to-slate-800 text-white shadow-md',
  terminated:
    'border-2 border-dashed border-slate-400 bg-slate-200 text-slate-700 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-200',
} as const;

/** The card's box and its number's type: the same on the card and on its loading art. */
export const CARD_BOX = 'relative aspect-[1.586] w-full max-w-sm overflow-hidden rounded-2xl p-5';
export const CARD_NUMBER = 'relative mt-4 font-mono text-lg tracking-widest sm:text-xl';

/** A payment card picture: network mark, number (masked by the caller), expiry, a status slot. */
export function CardVisual({
  network,
  number,
  expiry,
  cvv,
  holder,
  label,
  status,
  state = 'active',
  look = {},
}: {
  network: 'visa' | 'mastercard';
  number: string;
  /** Left out when it is no longer true (a terminated card). */
  expiry?: string | undefined;
  cvv?: string;
  holder?: string;
  label?: string;
  /** Shown top right on a live card; a frozen or terminated card shows its state there instead. */
  status?: ReactNode;
  state?: CardArtState;
  /** The colour and emoji the person chose on this device (decision 030). */
  look?: CardLook;
}) {
  const live = state === 'active';
  const colour = look.colour;
  // A chosen colour paints a live face; a frozen or terminated one keeps its state's face and
  // shows the colour only as an edge, so the state still reads first (decision 030).
  const face = live
    ? colour
      ? `${FACE_COLOURS[colour]} text-white shadow-lg`
      : FACES[network]
    : FACES[state];
  return (
    <div data-state={state} data-card-colour={colour} className={`${CARD_BOX} ${face}`}>
      {!live && colour && (
        <div
          aria-hidden="true"
          className={`absolute inset-y-0 left-0 w-2 ${DOTS[colour]} ${state === 'terminated' ? 'opacity-50 grayscale' : ''}`}
        />
      )}
      <Frost shown={state === 'frozen'} />
      <div className="relative flex items-start justify-between gap-3">
        <span className="flex min-w-0 items-center gap-2 text-sm font-medium">
          {look.emoji && (
            <span
              aria-hidden="true"
              className={`text-xl leading-none ${live ? '' : 'opacity-70 grayscale'}`}
            >
              {look.emoji}
            </span>
          )}
          <span className="truncate opacity-90">{label ?? t`Virtual card`}</span>
        </span>
        {live ? status : <StatePill state={state} />}
      </div>
      <div
        className={`relative mt-6 h-7 w-10 rounded-md bg-gradient-to-br from-amber-200 to-amber-400 ${
          live ? 'opacity-90' : 'opacity-60 grayscale'
        }`}
        aria-hidden="true"
      />
      <p className={CARD_NUMBER} aria-label={t`Card number`}>
        {number}
      </p>
      <div className="relative mt-3 flex items-end justify-between gap-4 text-xs">
        <div className="flex gap-5">
          {expiry !== undefined && (
            <div>
              <p className="uppercase opacity-80">{t`Expires`}</p>
              <p className="font-mono text-sm">{expiry}</p>
            </div>
          )}
          {cvv !== undefined && (
            <div>
              <p className="uppercase opacity-80">CVV</p>
              <p className="font-mono text-sm">{cvv}</p>
            </div>
          )}
          {holder && (
            <div className="hidden sm:block">
              <p className="uppercase opacity-80">{t`Holder`}</p>
              <p className="text-sm">{holder}</p>
            </div>
          )}
        </div>
        <NetworkMark network={network} className={live ? '' : 'text-2xl opacity-70 grayscale'} />
      </div>
    </div>
  );
}

/** The state in words on a solid pill, so it reads at a glance and to a screen reader. */
function StatePill({ state }: { state: 'frozen' | 'terminated' }) {
  const Icon = state === 'frozen' ? Snowflake : Ban;
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold shadow-sm ${
        state === 'frozen'
          ? 'bg-white text-sky-900'
          : 'bg-slate-700 text-white dark:bg-slate-200 dark:text-slate-900'
      }`}
    >
      <Icon aria-hidden="true" className="h-4 w-4" strokeWidth={2.5} />
      {statusLabel(state)}
    </span>
  );
}

/**
 * Frost over a frozen card: pale bands and a large snowflake, all decoration. Always there, shown
 * or not, so freezing is a change it can ease into: the frost settles and the snowflake turns in,
 * unfreezing thaws it (issue #48 item 16). Only the blur comes and goes with the state.
 */
function Frost({ shown }: { shown: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none absolute inset-0 motion-safe:transition-[opacity,visibility] motion-safe:duration-500 ${
        shown ? 'visible opacity-100' : 'invisible opacity-0'
      }`}
    >
      {shown && <div className="absolute inset-0 backdrop-blur-[1.5px]" />}
      <div className="absolute inset-0 bg-[linear-gradient(135deg,rgb(255_255_255/0.16)_0%,transparent_35%,rgb(255_255_255/0.08)_60%,transparent_80%)]" />
      <div className="absolute inset-0 rounded-2xl ring-2 ring-inset ring-sky-200/50" />
      <Snowflake
        className={`absolute -bottom-10 -right-8 h-44 w-44 text-sky-100/15 motion-safe:transition-transform motion-safe:duration-700 motion-safe:ease-out ${
          shown ? '' : 'rotate-[-60deg] scale-50'
        }`}
        strokeWidth={1.5}
      />
    </div>
  );
}

export function NetworkMark({
  network,
  className = '',
}: {
  network: 'visa' | 'mastercard';
  className?: string;
}) {
  if (network === 'visa') {
    return (
      <span
        className={`font-black italic tracking-tight ${className || 'text-2xl'}`}
        aria-label="Visa"
        role="img"
      >
        VISA
      </span>
    );
  }
  return (
    <span className={`inline-flex items-center ${className}`} aria-label="Mastercard" role="img">
      <span className="h-7 w-7 rounded-full bg-red-500/90" />
      <span className="-ml-3 h-7 w-7 rounded-full bg-amber-400/90 mix-blend-screen" />
    </span>
  );
}

/** "•••• •••• •••• 1234" */
export function maskedPan(last4: string): string {
  return `•••• •••• •••• ${last4}`;
}

/** A card's label over its masked number, for rows and lists. `extra` sits beside the number. */
export function CardName({
  label,
  last4,
  extra,
  className = '',
}: {
  label: string;
  last4: string;
  extra?: ReactNode;
  className?: string;
}) {
  return (
    <span className={`min-w-0 flex-1 ${className}`}>
      <span className="block truncate font-medium">{cardName(i18n, { label })}</span>
      <span className="flex items-center gap-2">
        <span className="whitespace-nowrap font-mono text-xs text-slate-600 dark:text-slate-400">
          •••• {last4}
        </span>
        {extra}
      </span>
    </span>
  );
}
