import type { HistoryRouterProps, Location } from 'react-router';

export type AppHistory = HistoryRouterProps['history'];
type Update = Parameters<Parameters<AppHistory['listen']>[0]>[0];

/** A navigation held by the leave guard, to carry out or drop. */
export type HeldNavigation = { proceed: () => void; reset: () => void };

/** The one guard at a time (the onboarding page's): asked before every in-app navigation. */
let guard: { blocks: () => boolean; onHold: (held: HeldNavigation | null) => void } | null = null;

/** While set, in-app navigations are held and handed to `onHold` (features/onboarding/use-leave-guard.tsx). */
export function setLeaveGuard(next: typeof guard): () => void {
  guard = next;
  return () => {
    if (guard === next) guard = null;
  };
}

/**
 * The router's history, with what the data router used to do around it (decision 005: the
 * declarative router is 16 KB gzip lighter in every first load):
 * - `onNavigate` hears of each navigation before React renders it, so a page's queries start
 *   beside its code (app/route-data.ts), as the loaders did;
 * - a guard holds navigations (useBlocker's part): a link or `navigate()` waits for its answer; a
 *   Back or Forward already happened in the browser, so it is undone and redone on proceed.
 */
export function appHistory(base: AppHistory, onNavigate: (location: Location) => void): AppHistory {
  let undoing = false;
  let redoing = false;
  const held = (carryOut: () => void, undo?: () => void) => {
    if (!guard?.blocks()) return false;
    const { onHold } = guard;
    undo?.();
    onHold({
      proceed: () => {
        onHold(null);
        carryOut();
      },
      reset: () => onHold(null),
    });
    return true;
  };
  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    push: (to, state) => {
      if (!held(() => base.push(to, state))) base.push(to, state);
    },
    replace: (to, state) => {
      if (!held(() => base.replace(to, state))) base.replace(to, state);
    },
    listen: (listener) =>
      base.listen((update: Update) => {
        const { action, delta } = update;
        if (action === 'POP' && undoing) return void (undoing = false);
        if (action === 'POP' && !redoing && delta) {
          const back = () => ((undoing = true), base.go(-delta));
          const redo = () => ((redoing = true), base.go(delta));
          if (held(redo, back)) return;
        }
        redoing = false;
        onNavigate(update.location);
        listener(update);
      }),
  };
}
