import { i18n } from '@lingui/core';
import type { CardColour, CardLook } from '../../lib/card-look';
import { COLOUR_NAMES } from '../../lib/card-look-names';

// Decision 030. Dots are 600 in light and 400 in dark: at least 3:1 against white and slate-900
// (WCAG 1.4.11). The faces run 700 → 900 under white text: at least 4.5:1 in either theme.
export const DOTS: Record<CardColour, string> = {
  blue: 'bg-blue-600 dark:bg-blue-400',
  teal: 'bg-teal-600 dark:bg-teal-400',
  green: 'bg-green-600 dark:bg-green-400',
  amber: 'bg-amber-600 dark:bg-amber-400',
  orange: 'bg-orange-600 dark:bg-orange-400',
  rose: 'bg-rose-600 dark:bg-rose-400',
  violet: 'bg-violet-600 dark:bg-violet-400',
  slate: 'bg-slate-500 dark:bg-slate-400',
};

export const FACE_COLOURS: Record<CardColour, string> = {
  blue: 'bg-gradient-to-br from-blue-700 via-blue-800 to-blue-950',
  teal: 'bg-gradient-to-br from-teal-700 via-teal-800 to-teal-950',
  green: 'bg-gradient-to-br from-green-700 via-green-800 to-green-950',
  amber: 'bg-gradient-to-br from-amber-700 via-amber-800 to-amber-950',
  orange: 'bg-gradient-to-br from-orange-700 via-orange-800 to-orange-950',
  rose: 'bg-gradient-to-br from-rose-700 via-rose-800 to-rose-950',
  violet: 'bg-gradient-to-br from-violet-700 via-violet-800 to-violet-950',
  slate: 'bg-gradient-to-br from-slate-600 via-slate-700 to-slate-900',
};

/**
 * A card's colour dot and emoji, beside its name in lists, selects and the command menu. Named
 * for a screen reader ("Teal"), since the colour is something the person chose to find it by.
 */
export function CardMark({
  look,
  gone = false,
  className = '',
}: {
  look: CardLook;
  /** A terminated card: the mark is greyed like its art. */
  gone?: boolean;
  className?: string;
}) {
  if (!look.colour && !look.emoji) return null;
  const name = look.colour ? i18n._(COLOUR_NAMES[look.colour]) : undefined;
  return (
    <span
      data-card-colour={look.colour}
      data-card-emoji={look.emoji}
      className={`inline-flex shrink-0 items-center gap-1 ${gone ? 'opacity-60 grayscale' : ''} ${className}`}
    >
      {look.colour && (
        <span
          role="img"
          aria-label={name}
          className={`inline-block h-3 w-3 rounded-full ring-1 ring-black/10 dark:ring-white/20 ${DOTS[look.colour]}`}
        />
      )}
      {look.emoji && (
        <span aria-hidden="true" className="text-base leading-none">
          {look.emoji}
        </span>
      )}
    </span>
  );
}

/** The same as text, for places that take only text (a native <option>). */
export function cardMarkText(look: CardLook): string {
  return look.emoji ?? '';
}
