import { useSyncExternalStore } from 'react';
import { ACCOUNT_KEY, ACTIVE_KEY, LEGACY_REMEMBER_KEY, SESSION_KEY } from './session-keys';

/**
 * The signed-in seed. It lives in memory and in this tab's sessionStorage (survives a reload, not a
 * closed tab), remembered or not. "Remember on this device" also seals it in the seed vault
 * (lib/vault, decision 009), so a new tab or a browser restart asks for the passphrase; the vault
 * key itself never leaves memory (decision 009, amendment of issue #29). Never in clear in
 * localStorage, never in a URL or a log.
 */
export type EndReason = 'signed_out' | 'unauthorized' | 'locked';
export type FundingWallet = { asset: string; address: string };
export type Session = {
  seed: string | null;
  /** The vault account this session is, when remembered; kept after a lock to offer unlocking it. */
  accountId: string | null;
  remembered: boolean;
  /** Why the last session ended, for the sign-in page's message; cleared on sign-in. */
  ended: EndReason | null;
  /** The funding wallet shown at onboarding, kept in memory for the "waiting for a deposit" view. */
  fundingWallet: FundingWallet | null;
  /** A seed an older version kept in clear was moved out of localStorage: offer the vault. */
  legacyRemembered: boolean;
};

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

function initial(): Session {
  const legacy = read(() => localStorage, LEGACY_REMEMBER_KEY);
  if (legacy !== null) {
    // Keep this tab signed in, but the seed leaves localStorage at once.
    if (read(() => sessionStorage, SESSION_KEY) === null)
      write(() => sessionStorage, SESSION_KEY, legacy);
    write(() => localStorage, LEGACY_REMEMBER_KEY, null);
  }
  const accountId = read(() => sessionStorage, ACCOUNT_KEY);
  let seed = read(() => sessionStorage, SESSION_KEY);
  // Idle past the auto-lock while the page was gone (a reload after a long pause, a browser that
  // restored its tabs): locked, as the timer would have done (decision 009, issue #29).
  const minutes = readAutoLockMinutes();
  const active = Number(read(() => sessionStorage, ACTIVE_KEY));
  const idle =
    seed !== null && minutes > 0 && active > 0 && Date.now() - active >= minutes * 60_000;
  if (idle) {
    seed = null;
    write(() => sessionStorage, SESSION_KEY, null);
  }
  return {
    seed,
    accountId,
    remembered: seed !== null && accountId !== null,
    ended: idle ? 'locked' : null,
    fundingWallet: null,
    legacyRemembered: legacy !== null,
  };
}

let state: Session = initial();
/** The unlocked vault key: in memory only, dropped on sign-out and lock. */
let vaultKey: CryptoKey | null = null;
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
  /**
   * Calls `listener` when the tab's seed changes: a sign-in, a sign-out, a lock, another account.
   * What a module keeps for one account (reveals counted, replacement runs, tab-only notes) starts
   * again there, and holds no seed the session does not (decision 009).
   */
  onSeedChange(listener: () => void) {
    let seen = state.seed;
    const onChange = () => {
      if (state.seed === seen) return;
      seen = state.seed;
      listener();
    };
    listeners.add(onChange);
    return () => {
      listeners.delete(onChange);
    };
  },
  /** A vault account (`accountId` and the unlocked `vaultKey`) or a seed for this tab only. */
  signIn(
    seed: string,
    options: {
      fundingWallet?: FundingWallet | null;
      accountId?: string | null;
      vaultKey?: CryptoKey | null;
    } = {},
  ) {
    // As the service gave it: a provider's seeds may be lowercase hex (c4f4-6e88-036c-761c).
    const clean = seed.trim();
    const accountId = options.accountId ?? null;
    // Remembered or not, the tab keeps this one seed for its life, never the vault key (decision 009).
    write(() => sessionStorage, SESSION_KEY, clean);
    write(() => sessionStorage, ACCOUNT_KEY, accountId);
    activeNow();
    if (options.vaultKey) vaultKey = options.vaultKey;
    set({
      seed: clean,
      accountId,
      remembered: accountId !== null,
      ended: null,
      fundingWallet: options.fundingWallet ?? null,
      legacyRemembered: state.legacyRemembered,
    });
  },
  /** The vault key while the session holds one (after an unlock, or remembering this session). */
  vaultKey: (): CryptoKey | null => vaultKey,
  /** This tab's session became a vault account (Settings → remember). */
  remembered(accountId: string, key: CryptoKey) {
    if (state.seed)
      this.signIn(state.seed, { accountId, vaultKey: key, fundingWallet: state.fundingWallet });
  },
  /** The vault no longer holds this session's account: it goes on for this tab only. */
  forgotten() {
    if (state.seed && state.accountId)
      this.signIn(state.seed, { fundingWallet: state.fundingWallet });
  },
  signOut(reason: EndReason = 'signed_out') {
    endHere(reason);
    // A sign-out or a lock ends the session in every tab of this site, not only this one.
    if (reason !== 'unauthorized') otherTabs()?.postMessage({ type: 'signed_out', reason });
  },
  /** Activity in this tab: a reload goes on counting the idle time from here (use-auto-lock). */
  touch: () => activeNow(),
  /** When this tab was last active, as stored (0 when unknown). */
  lastActive: (): number => Number(read(() => sessionStorage, ACTIVE_KEY)) || 0,
  /** Re-reads storage (tests). */
  reload() {
    vaultKey = null;
    set(initial());
  },
};

function endHere(reason: EndReason) {
  vaultKey = null;
  if (state.seed === null && state.ended === reason) return;
  // Already ended (e.g. locked): a request still made without the seed (a poll due before the
  // signed-in frame unmounted) must not turn "locked" into "your session ended" (issue #27).
  if (state.seed === null && state.ended !== null && reason === 'unauthorized') return;
  write(() => sessionStorage, SESSION_KEY, null);
  write(() => sessionStorage, ACTIVE_KEY, null);
  // A locked vault account stays named, so the sign-in page offers to unlock that one.
  if (reason === 'signed_out') write(() => sessionStorage, ACCOUNT_KEY, null);
  set({
    seed: null,
    accountId: reason === 'signed_out' ? null : state.accountId,
    remembered: false,
    ended: reason,
    fundingWallet: null,
    legacyRemembered: state.legacyRemembered,
  });
}

function activeNow() {
  write(() => sessionStorage, ACTIVE_KEY, String(Date.now()));
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
