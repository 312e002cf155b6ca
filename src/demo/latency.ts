/**
 * `localStorage['vcs.sandbox.latency']` (ms) overrides the demo's latency; benchmarks set 0. Read
 * by the page (a worker has no localStorage: worker-client.ts sends it).
 */
export function readLatencyOverride(): number | undefined {
  try {
    const raw = globalThis.localStorage?.getItem('vcs.sandbox.latency') ?? null;
    const ms = raw === null ? NaN : Number(raw);
    return Number.isInteger(ms) && ms >= 0 && ms <= 10_000 ? ms : undefined;
  } catch {
    return undefined;
  }
}
