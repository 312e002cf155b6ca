import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appHistory, setLeaveGuard, type HeldNavigation } from './app-history';

/** The app's history over memory, listened to as the router does, with the guard set. */
function setUp(guarded = true) {
  const base = createMemoryHistory({ initialEntries: ['/', '/welcome'], v5Compat: true });
  const started: string[] = [];
  const shown: string[] = [];
  const history = appHistory(base, (location) => started.push(location.pathname));
  history.listen(({ location }) => shown.push(location.pathname));
  let held: HeldNavigation | null = null;
  const unguard = guarded ? setLeaveGuard({ blocks: () => true, onHold: (h) => (held = h) }) : null;
  return { history, started, shown, held: () => held, unguard };
}

let cleanUp: (() => void) | null = null;
afterEach(() => cleanUp?.());

describe("the app's history", () => {
  it('tells of each navigation before the router hears of it', () => {
    const { history, started, shown } = setUp(false);
    history.push('/cards?status=active');
    history.replace('/cards');
    history.go(-1);
    expect(started).toEqual(['/cards', '/cards', '/welcome']);
    expect(shown).toEqual(started);
  });

  it('holds a link while the leave guard is set, and carries it out or drops it', () => {
    const { history, shown, held, unguard } = setUp();
    cleanUp = unguard;
    history.push('/cards');
    expect(history.location.pathname).toBe('/welcome');
    expect(shown).toEqual([]);
    held()!.reset();
    expect(held()).toBeNull();
    expect(history.location.pathname).toBe('/welcome');

    history.push('/cards');
    held()!.proceed();
    expect(history.location.pathname).toBe('/cards');
    expect(shown).toEqual(['/cards']);
  });

  it('undoes Back while the guard is set, and goes back on proceed', () => {
    const { history, shown, held, unguard } = setUp();
    cleanUp = unguard;
    history.go(-1);
    // The browser went back; the history returned to the page, nothing was rendered.
    expect(history.location.pathname).toBe('/welcome');
    expect(shown).toEqual([]);
    held()!.proceed();
    expect(history.location.pathname).toBe('/');
    expect(shown).toEqual(['/']);
  });

  it('lets everything through once the guard is gone', () => {
    const { history, held, unguard } = setUp();
    unguard!();
    history.push('/cards');
    expect(held()).toBeNull();
    expect(history.location.pathname).toBe('/cards');
  });

  it('keeps only the guard that is set: an old one leaving does not remove a newer one', () => {
    const onHold = vi.fn();
    const first = setLeaveGuard({ blocks: () => true, onHold: vi.fn() });
    const second = setLeaveGuard({ blocks: () => true, onHold });
    first();
    cleanUp = second;
    const { history } = setUp(false);
    history.push('/cards');
    expect(onHold).toHaveBeenCalledTimes(1);
  });
});
