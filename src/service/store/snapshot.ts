import { z } from 'zod';
import { SNAPSHOT_VERSION, type ServiceState } from '../domain/state';

/** Where the sandbox keeps its state between runs: localStorage in the demo, a file from Node. */
export interface Store {
  load(): unknown;
  save(state: ServiceState): void;
}

export function memoryStore(
  initial: unknown = null,
): Store & { saved: ServiceState | null; saves: number } {
  let raw = initial;
  return {
    saved: null,
    saves: 0,
    load: () => raw,
    save(state) {
      this.saved = structuredClone(state);
      this.saves += 1;
      raw = this.saved;
    },
  };
}

/** The outer shape is checked; a snapshot of another version or shape is refused, not half-read. */
const snapshotSchema = z.looseObject({
  version: z.literal(SNAPSHOT_VERSION),
  secret: z.string().regex(/^[0-9a-f]{32,}$/),
  accounts: z.record(
    z.string().regex(/^[0-9a-f]{64}$/),
    z.looseObject({
      id: z.string(),
      seedHash: z.string(),
      walletCents: z.number().int(),
      cards: z.array(
        z.looseObject({ id: z.string(), balanceCents: z.number().int(), status: z.string() }),
      ),
      transactions: z.array(z.looseObject({ id: z.string() })),
      deposits: z.array(z.looseObject({ id: z.string() })),
      challenges: z.array(z.looseObject({ id: z.string() })),
      webhooks: z.array(z.looseObject({ id: z.string() })),
      deliveries: z.array(z.looseObject({ id: z.string() })),
    }),
  ),
});

export function restoreSnapshot(raw: unknown): ServiceState {
  const value = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const parsed = snapshotSchema.safeParse(value);
  if (!parsed.success)
    throw new Error(
      `not a version ${SNAPSHOT_VERSION} sandbox snapshot (${parsed.error.issues[0]?.path.join('.')})`,
    );
  return structuredClone(value) as ServiceState;
}
