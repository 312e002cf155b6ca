import { Trans } from '@lingui/react/macro';
import { Suspense, useState, type ComponentType } from 'react';
import { lazyChunk } from '../lib/lazy-part';
import { NavLink } from 'react-router';
import { loadAppMessages } from '../lib/i18n/i18n';
import { useSession } from '../lib/session';
import { paths } from '../lib/paths';
import { Chrome } from './chrome';
import { ShellFallback } from './shell-fallback';

// Navigation, wallet, 3DS alerts, the sandbox panel and React Query: only with a session, so none
// of it is in the first load of the public pages (decision 005). main.tsx preloads it when signed in.
// The signed-in features' words (decision 011) come with it. Once: main.tsx and the lazy frame
// share one load (the words are activated once, not again when hydrating); a failed one is retried.
let loading: Promise<{ default: ComponentType }> | undefined;
export const loadSessionLayout = () =>
  (loading ??= Promise.all([import('./session-layout'), loadAppMessages()]).then(
    ([layout]) => {
      loaded = layout.default;
      return layout;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
/** The frame once loaded: a prerendered signed-in page hydrates it without suspending. */
let loaded: ComponentType | undefined;
const LazySessionLayout = lazyChunk(loadSessionLayout);

/** The root layout: the session's (lazily loaded) or the public one. */
export function Layout() {
  const { seed } = useSession();
  // One component for the life of this layout (a new type would remount the whole frame). Already
  // loaded, it renders at once: hydrating, a suspended frame would be thrown away and rendered
  // anew when the words it brings change the language context (main.tsx loads it first).
  const [SessionLayout] = useState(() => loaded ?? LazySessionLayout);
  if (seed)
    return (
      <Suspense fallback={<ShellFallback />}>
        <SessionLayout />
      </Suspense>
    );
  return (
    <Chrome
      end={
        <NavLink
          to={paths.settings}
          className="rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <Trans>Settings</Trans>
        </NavLink>
      }
    />
  );
}
