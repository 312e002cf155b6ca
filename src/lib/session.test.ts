import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveAutoLockMinutes, sessionStore } from './session';

const SEED = 'ABCD-EFGH-JKMN-PQRS';
const key = {} as CryptoKey;
afterEach(() => vi.useRealTimers());

/** What a tab keeps for its life (decision 009, amendment of issue #29). */
describe('the session across a reload', () => {
  it('keeps a remembered account signed in after a reload, without the vault key', () => {
    sessionStore.signIn(SEED, { accountId: 'acc-1', vaultKey: key });
    expect(sessionStore.vaultKey()).toBe(key);
    sessionStore.reload();
    expect(sessionStore.get()).toMatchObject({
      seed: SEED,
      accountId: 'acc-1',
      remembered: true,
      ended: null,
    });
    expect(sessionStore.vaultKey()).toBeNull();
  });

  it('a lock wipes the seed but names the account, so a reload asks to unlock that one', () => {
    sessionStore.signIn(SEED, { accountId: 'acc-1', vaultKey: key });
    sessionStore.signOut('locked');
    expect(sessionStorage.getItem('vcs.session.seed')).toBeNull();
    sessionStore.reload();
    expect(sessionStore.get()).toMatchObject({ seed: null, accountId: 'acc-1', remembered: false });
  });

  it('a sign-out wipes the seed and the account: a reload asks from the start', () => {
    sessionStore.signIn(SEED, { accountId: 'acc-1', vaultKey: key });
    sessionStore.signOut('signed_out');
    sessionStore.reload();
    expect(sessionStore.get()).toMatchObject({ seed: null, accountId: null });
    expect({ ...sessionStorage }).toEqual({});
  });

  it('a new tab (its own, empty sessionStorage) asks', () => {
    sessionStore.signIn(SEED, { accountId: 'acc-1', vaultKey: key });
    sessionStorage.clear();
    sessionStore.reload();
    expect(sessionStore.getSeed()).toBeNull();
  });

  it('a page back after more idle time than the auto-lock comes back locked', () => {
    vi.useFakeTimers();
    saveAutoLockMinutes(5);
    sessionStore.signIn(SEED, { accountId: 'acc-1', vaultKey: key });
    vi.advanceTimersByTime(4 * 60_000);
    sessionStore.reload();
    expect(sessionStore.getSeed()).toBe(SEED);
    vi.advanceTimersByTime(60_000);
    sessionStore.reload();
    expect(sessionStore.get()).toMatchObject({ seed: null, accountId: 'acc-1', ended: 'locked' });
    expect(sessionStorage.getItem('vcs.session.seed')).toBeNull();
  });

  it('activity moves the idle count on; "never" keeps the session however long', () => {
    vi.useFakeTimers();
    saveAutoLockMinutes(5);
    sessionStore.signIn(SEED);
    vi.advanceTimersByTime(4 * 60_000);
    sessionStore.touch();
    vi.advanceTimersByTime(4 * 60_000);
    sessionStore.reload();
    expect(sessionStore.getSeed()).toBe(SEED);
    saveAutoLockMinutes(0);
    vi.advanceTimersByTime(600 * 60_000);
    sessionStore.reload();
    expect(sessionStore.getSeed()).toBe(SEED);
  });
});

describe('a change of seed', () => {
  it('is said at a sign-in, another account and a sign-out, not when the same seed is remembered', () => {
    sessionStore.signOut();
    let changes = 0;
    const stop = sessionStore.onSeedChange(() => (changes += 1));
    sessionStore.signIn(SEED);
    expect(changes).toBe(1);
    sessionStore.touch();
    sessionStore.remembered('acc-1', key); // the same seed, now a vault account
    sessionStore.forgotten();
    expect(changes).toBe(1);
    sessionStore.signIn('WXYZ-WXYZ-WXYZ-WXYZ');
    sessionStore.signOut('locked');
    expect(changes).toBe(3);
    stop();
    sessionStore.signIn(SEED);
    expect(changes).toBe(3);
  });
});
