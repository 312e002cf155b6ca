import { Trans, useLingui } from '@lingui/react/macro';
import { DOTS } from '../../components/ui/card-mark';
import { CARD_COLOURS, saveLook, useCardLook, type CardColour } from '../../lib/card-look';
import { COLOUR_NAMES, EMOJI_NAMES } from '../../lib/card-look-names';

// Native radios in a fieldset: a radio group with arrow keys, Tab in and out, names read aloud.
// The circle is the radio's own box, hidden visually; the ring shows focus and the choice.
const OPTION =
  'relative inline-flex h-8 w-8 cursor-pointer items-center justify-center rounded-full ring-offset-2 ring-offset-white has-[:checked]:ring-2 has-[:checked]:ring-slate-900 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-4 has-[:focus-visible]:outline-brand-500 dark:ring-offset-slate-900 dark:has-[:checked]:ring-white';

/** The colour and emoji that tell this card apart, on this device (decision 030). */
export function CardLookPicker({ cardId }: { cardId: string }) {
  const { t, i18n } = useLingui();
  const look = useCardLook(cardId);
  const setColour = (colour: CardColour | undefined) => saveLook(cardId, { ...look, colour });
  const setEmoji = (emoji: string | undefined) => saveLook(cardId, { ...look, emoji });
  return (
    <div className="space-y-3 rounded-card border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <fieldset>
        <legend className="text-sm font-semibold">
          <Trans>Colour</Trans>
        </legend>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <label className={OPTION} title={t`No colour`}>
            <input
              type="radio"
              name={`colour-${cardId}`}
              className="sr-only"
              checked={!look.colour}
              onChange={() => setColour(undefined)}
              aria-label={t`No colour`}
            />
            <span
              aria-hidden="true"
              className="h-6 w-6 rounded-full border-2 border-dashed border-slate-400"
            />
          </label>
          {CARD_COLOURS.map((colour) => (
            <label key={colour} className={OPTION} title={i18n._(COLOUR_NAMES[colour])}>
              <input
                type="radio"
                name={`colour-${cardId}`}
                value={colour}
                className="sr-only"
                checked={look.colour === colour}
                onChange={() => setColour(colour)}
                aria-label={i18n._(COLOUR_NAMES[colour])}
              />
              <span aria-hidden="true" className={`h-6 w-6 rounded-full ${DOTS[colour]}`} />
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold">
          <Trans>Emoji</Trans>
        </legend>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <label className={OPTION} title={t`No emoji`}>
            <input
              type="radio"
              name={`emoji-${cardId}`}
              className="sr-only"
              checked={!look.emoji}
              onChange={() => setEmoji(undefined)}
              aria-label={t`No emoji`}
            />
            <span aria-hidden="true" className="text-sm text-slate-600 dark:text-slate-400">
              —
            </span>
          </label>
          {EMOJI_NAMES.map(({ emoji, name }) => (
            <label key={emoji} className={OPTION} title={i18n._(name)}>
              <input
                type="radio"
                name={`emoji-${cardId}`}
                value={emoji}
                className="sr-only"
                checked={look.emoji === emoji}
                onChange={() => setEmoji(emoji)}
                aria-label={i18n._(name)}
              />
              <span aria-hidden="true" className="text-xl leading-none">
                {emoji}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <Trans>Kept on this device only.</Trans>
      </p>
    </div>
  );
}
