import { useSyncExternalStore } from 'react';

/**
 * The signed-in seed. It lives in memory and sessionStorage (survives a reload, not a closed tab);
 * in localStorage only when the user opts in ("Remember on this device"). Never in a URL or a log.
 */
export type EndReason = 'signed_out' | 'unauthorized' | 'locked';
export type FundingWallet = { asset: string; address: string };
export type Session = {
  seed: string | null;
  remembered: boolean;
  /** Why the last session ended, for the sign-in page's message; cleared on sign-in. */
  ended: EndReason | null;
  /** The funding wallet shown at onboarding, kept in memory for the "waiting for a deposit" view. */
  fundingWallet: FundingWallet | null;
};

const SESSION_KEY = 'vcs.session.seed';
const REMEMBER_KEY = 'vcs.remembered.seed';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}
function write(storage: () => Storage, key: string, value: string | null) {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); memory still holds the session.
  }
}

function initial(): Session {
  const remembered = read(() => localStorage, REMEMBER_KEY);
  const seed = read(() => sessionStorage, SESSION_KEY) ?? remembered;
  return { seed, remembered: remembered !== null, ended: null, fundingWallet: null };
}

let state: Session = initial();
const listeners = new Set<() => void>();
function set(next: Session) {
  state = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): Session => state,
  getSeed: (): string | null => state.seed,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  signIn(seed: string, options: { remember?: boolean; fundingWallet?: FundingWallet | null } = {}) {
    // As the service gave it: a provider's seeds may be lowercase hex (c4f4-6e88-036c-761c).
    const clean = seed.trim();
    write(() => sessionStorage, SESSION_KEY, clean);
    write(() => localStorage, REMEMBER_KEY, options.remember ? clean : null);
    set({
      seed: clean,
      remembered: Boolean(options.remember),
      ended: null,
      fundingWallet: options.fundingWallet ?? null,
    });
  },
  signOut(reason: EndReason = 'signed_out') {
    endHere(reason);
    // A sign-out or a lock ends the session in every tab of this site, not only this one.
    if (reason !== 'unauthorized') otherTabs()?.postMessage({ type: 'signed_out', reason });
  },
  /** Re-reads storage (tests). */
  reload() {
    set(initial());
  },
};

function endHere(reason: EndReason) {
  if (state.seed === null && state.ended === reason) return;
  write(() => sessionStorage, SESSION_KEY, null);
  write(() => localStorage, REMEMBER_KEY, null);
  set({ seed: null, remembered: false, ended: reason, fundingWallet: null });
}

let channel: BroadcastChannel | null | undefined;
/** The other tabs of this origin; null where BroadcastChannel does not exist. */
function otherTabs(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('vcs.session') : null;
  channel?.addEventListener(
    'message',
    (event: MessageEvent<{ type?: string; reason?: EndReason }>) => {
      const reason = event.data?.reason;
      if (event.data?.type === 'signed_out' && (reason === 'signed_out' || reason === 'locked'))
        endHere(reason);
    },
  );
  // Node (tests) would otherwise keep the process alive for the channel.
  (channel as { unref?: () => void } | null)?.unref?.();
  return channel;
}
otherTabs();

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

const AUTO_LOCK_KEY = 'vcs.autolock.minutes';
export const AUTO_LOCK_CHOICES = [5, 15, 30, 60, 0] as const;

/** Minutes without activity before the session locks; 0 = never. Default 15. */
export function readAutoLockMinutes(): number {
  const value = Number(read(() => localStorage, AUTO_LOCK_KEY) ?? 15);
  return (AUTO_LOCK_CHOICES as readonly number[]).includes(value) ? value : 15;
}
export function saveAutoLockMinutes(minutes: number) {
  write(() => localStorage, AUTO_LOCK_KEY, String(minutes));
}
