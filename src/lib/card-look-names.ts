import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CARD_EMOJI, CardColour } from './card-look';

// Apart from the store (card-look.ts) so a card select, which shows no names, does not load them.

export const COLOUR_NAMES: Record<CardColour, MessageDescriptor> = {
  blue: msg`Blue`,
  teal: msg`Teal`,
  green: msg`Green`,
  amber: msg`Amber`,
  orange: msg`Orange`,
  rose: msg`Rose`,
  violet: msg`Violet`,
  slate: msg`Grey`,
};

/** Each emoji's name: a radio needs an accessible name, the glyph alone is not one. */
export const EMOJI_NAMES: ReadonlyArray<{
  emoji: (typeof CARD_EMOJI)[number];
  name: MessageDescriptor;
}> = [
  { emoji: '📣', name: msg`Megaphone` },
  { emoji: '💻', name: msg`Laptop` },
  { emoji: '✈️', name: msg`Aeroplane` },
  { emoji: '🛒', name: msg`Shopping cart` },
  { emoji: '🍔', name: msg`Burger` },
  { emoji: '🎮', name: msg`Game controller` },
  { emoji: '🏠', name: msg`House` },
  { emoji: '⭐', name: msg`Star` },
];
