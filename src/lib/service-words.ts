import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Words the service sends or codes it uses, in the person's language.
 *
 * Why a purchase was declined, in the person's language. The service sends a sentence in English
 * (`decline_reason`, not an enumeration in the spec); the sandbox's sentences are known and
 * translated here, any other provider's text is shown as it was sent.
 */
const DECLINE_REASONS: Record<string, MessageDescriptor> = {
  'The card is frozen.': msg`The card is frozen.`,
  'The card is terminated.': msg`The card is terminated.`,
  'The merchant category is not allowed on this card.': msg`The merchant category is not allowed on this card.`,
  "The amount is above the BIN's per-transaction maximum.": msg`The amount is above the card type's per-purchase maximum.`,
  "This purchase would exceed the BIN's monthly maximum.": msg`This purchase would exceed the card type's monthly maximum.`,
  "This purchase would exceed the card's monthly spending limit.": msg`This purchase would exceed the card's monthly spending limit.`,
  'The card balance is too low.': msg`The card balance is too low.`,
  'The 3-D Secure challenge was not completed within 5 minutes.': msg`The 3-D Secure code was not entered within 5 minutes.`,
};

export function declineReasonText(i18n: I18n, reason: string | null | undefined): string {
  if (!reason) return i18n._(msg`Refused by the card service.`);
  const known = DECLINE_REASONS[reason];
  return known ? i18n._(known) : reason;
}

/**
 * Codes the service uses for what a card or a merchant is: merchant categories
 * (contract/transactions.ts MERCHANT_CATEGORIES), BIN types and what a BIN is best for. Brand
 * tags (facebook_ads, aws) are not here: they read as they are.
 */
const TERMS: Record<string, MessageDescriptor> = {
  advertising: msg`advertising`,
  software: msg`software`,
  digital_services: msg`digital services`,
  ecommerce: msg`online shopping`,
  online_shopping: msg`online shopping`,
  travel: msg`travel`,
  food_and_drink: msg`food and drink`,
  groceries: msg`groceries`,
  entertainment: msg`entertainment`,
  gaming: msg`gaming`,
  transport: msg`transport`,
  utilities: msg`utilities`,
  everyday: msg`everyday`,
  saas: msg`software subscriptions`,
  subscriptions: msg`subscriptions`,
  food_delivery: msg`food delivery`,
  streaming: msg`streaming`,
  airlines: msg`airlines`,
  hotels: msg`hotels`,
  car_rental: msg`car rental`,
};

/** A category, BIN type or use in words: a known one translated, another as the service wrote it. */
export function termText(i18n: I18n, code: string): string {
  const known = TERMS[code];
  return known ? i18n._(known) : code.replace(/_/g, ' ');
}
export const categoryText = termText;

/**
 * Other sentences the sandbox writes: a timeline's notes and the label it gives a new account's
 * card. Known ones are translated; a label the person wrote, or another provider's text, is shown
 * as it is.
 */
const SERVICE_TEXTS: Record<string, MessageDescriptor> = {
  'One-time code sent': msg`One-time code sent`,
  'My first card': msg`My first card`,
};

/** A note on a transaction's timeline: a known notice or decline reason in words, else as sent. */
export function timelineNoteText(i18n: I18n, note: string): string {
  const known = SERVICE_TEXTS[note];
  return known ? i18n._(known) : declineReasonText(i18n, note);
}

/** A card's label in the person's language when the service chose it, else as written. */
export function cardLabelText(i18n: I18n, label: string): string {
  const known = SERVICE_TEXTS[label];
  return known ? i18n._(known) : label;
}

const CARD = msg`Card`;

/** What a card is called: its label in the person's language, else "Card" or the caller's word. */
export function cardName(i18n: I18n, card: { label?: string | null }, fallback?: string): string {
  return card.label ? cardLabelText(i18n, card.label) : (fallback ?? i18n._(CARD));
}

/** A card told apart from the others: its name and last four ("Ads •••• 4242"). */
export const cardWithLast4 = (i18n: I18n, card: { label?: string | null; last4: string }) =>
  `${cardName(i18n, card)} •••• ${card.last4}`;

/**
 * The same for a heading, where a phone's width may end the line: a no-break space keeps the mask
 * and the digits on one line ("Replace Hotel rooms ••••" above a lone "0524" read as two things).
 * Not in `cardWithLast4`: a CSV or a toast has no line to break, and their words stay plain.
 */
export const cardWithLast4Unbroken = (i18n: I18n, card: { label?: string | null; last4: string }) =>
  `${cardName(i18n, card)} ••••\u00a0${card.last4}`;

/**
 * A merchant category as a name standing alone (a chart's legend): capitalised in each language
 * through its own catalogue entry, where `categoryText` is the word inside a sentence.
 */
const CATEGORY_NAMES: Record<string, MessageDescriptor> = {
  advertising: msg`Advertising`,
  software: msg`Software`,
  digital_services: msg`Digital services`,
  ecommerce: msg`Online shopping`,
  online_shopping: msg`Online shopping`,
  travel: msg`Travel`,
  food_and_drink: msg`Food and drink`,
  groceries: msg`Groceries`,
  entertainment: msg`Entertainment`,
  gaming: msg`Gaming`,
  transport: msg`Transport`,
  utilities: msg`Utilities`,
};

export function categoryName(i18n: I18n, code: string): string {
  const known = CATEGORY_NAMES[code];
  if (known) return i18n._(known);
  const words = termText(i18n, code);
  return words.charAt(0).toLocaleUpperCase(i18n.locale) + words.slice(1);
}

/** A card type (BIN) as a person tells it apart: network and type ("Visa · Software subscriptions"). */
export const binLabel = (i18n: I18n, bin: { network: string; type: string }) =>
  `${bin.network === 'visa' ? 'Visa' : 'Mastercard'} · ${categoryName(i18n, bin.type)}`;
