import * as z from 'zod/mini';
import { usdSchema } from '../contract/common';
import type { Cents } from '../contract/money';

/**
 * Cents to the USD number a request carries, through the same codec that reads every answer
 * (decision 006, amendment of 2026-11-26). The only place the app writes dollars: features and
 * hooks pass cents, the fetchers in src/api call this as they build a body.
 */
export const wireUsd = (cents: Cents): number => z.encode(usdSchema, cents);

/** The same for an optional amount; `null` (a cleared limit) passes through. */
export function wireUsdOrNull<T extends null | undefined>(cents: Cents | T): number | T {
  return cents === null || cents === undefined ? (cents as T) : wireUsd(cents);
}
