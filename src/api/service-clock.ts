/**
 * How far the service's clock is from this device's, as its answers' `Date` headers say: a live
 * provider has no account clock to ask, and a phone's clock can be minutes off. Written by the
 * client on every answer that carries a readable `Date` (a provider must expose it for CORS);
 * read by useServiceNow. Plain module state, no React: the client loads without it.
 */
let skewMs = 0;
const listeners = new Set<() => void>();

/** A `Date` header has whole seconds: a skew under this is its rounding, not a wrong clock. */
const NOISE_MS = 2_000;

export function observeServiceDate(header: string | null, receivedAt: number = Date.now()): void {
  if (!header) return;
  const sentAt = Date.parse(header);
  if (Number.isNaN(sentAt)) return;
  // Sent within the second the header names: its middle is the best guess.
  const measured = sentAt + 500 - receivedAt;
  const next = Math.abs(measured) < NOISE_MS ? 0 : measured;
  if (Math.abs(next - skewMs) < NOISE_MS) return;
  skewMs = next;
  for (const listener of listeners) listener();
}

export const serviceDateSkew = {
  get: (): number => skewMs,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
