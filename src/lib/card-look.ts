import { useSyncExternalStore } from 'react';

/**
 * How the person tells their cards apart: a colour and/or an emoji, kept on this device only
 * (decision 030). The key is the card's id: never the seed or anything made from it. The
 * provider's `metadata` is left alone: it is not in the list item (a list would need every card's
 * summary to paint a dot) and other tools may own its keys.
 */
export const CARD_COLOURS = [
  'blue',
  'teal',
  'green',
  'amber',
  'orange',
  'rose',
  'violet',
  'slate',
] as const;
export type CardColour = (typeof CARD_COLOURS)[number];

/** The emoji offered (their names, for the picker, are in card-look-names.ts). */
export const CARD_EMOJI = ['📣', '💻', '✈️', '🛒', '🍔', '🎮', '🏠', '⭐'] as const;

export type CardLook = { colour?: CardColour; emoji?: string };

const KEY = 'vcs.card-looks';
const listeners = new Set<() => void>();
let cache: { raw: string | null; looks: Record<string, CardLook> } | null = null;

/** What was stored, read tolerantly: anything unknown (an old palette, a hand edit) is dropped. */
function parse(raw: string | null): Record<string, CardLook> {
  const looks: Record<string, CardLook> = {};
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : {};
  } catch {
    return looks;
  }
  if (!value || typeof value !== 'object') return looks;
  for (const [id, entry] of Object.entries(value as Record<string, unknown>)) {
    if (!entry || typeof entry !== 'object') continue;
    const { colour, emoji } = entry as Record<string, unknown>;
    const look: CardLook = {};
    if (CARD_COLOURS.includes(colour as CardColour)) look.colour = colour as CardColour;
    if ((CARD_EMOJI as readonly unknown[]).includes(emoji)) look.emoji = emoji as string;
    if (look.colour || look.emoji) looks[id] = look;
  }
  return looks;
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Every card's look on this device, by card id (the same object until storage changes). */
export function readLooks(): Record<string, CardLook> {
  const raw = readRaw();
  if (!cache || cache.raw !== raw) cache = { raw, looks: parse(raw) };
  return cache.looks;
}

export function saveLook(cardId: string, look: CardLook): void {
  const looks = { ...readLooks() };
  if (look.colour || look.emoji) looks[cardId] = look;
  else delete looks[cardId];
  try {
    localStorage.setItem(KEY, JSON.stringify(looks));
  } catch {
    // Storage may be unavailable (private mode): the look holds for this page only.
    cache = { raw: readRaw(), looks };
  }
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab chose a colour: show it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const NONE: Record<string, CardLook> = {};

/** Every card's look; re-renders when one is chosen here or in another tab. */
export function useCardLooks(): Record<string, CardLook> {
  return useSyncExternalStore(subscribe, readLooks, () => NONE);
}

export function useCardLook(cardId: string): CardLook {
  return useCardLooks()[cardId] ?? {};
}
