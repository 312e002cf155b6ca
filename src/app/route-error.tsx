import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../api/errors';
import { browserOffline, isChunkLoadError, pageReload, reloadsFor } from '../lib/chunk-load';

/** What a page that failed says (page-route.tsx's error boundary). */
export function RouteError({ error }: { error: unknown }) {
  // A lazy part of the page (a dialog, a chart) whose code could not be downloaded.
  if (isChunkLoadError(error)) return <PageChunkFailed error={error} />;
  return <PageFailed message={errorMessage(error)} />;
}

/**
 * A page whose code could not be downloaded (page-route.tsx): most often, no connection. Online, it
 * reloads itself once first (chunk-load.ts: a failed module stays failed until the page reloads).
 */
export function PageChunkFailed({ error }: { error: unknown }) {
  const { t } = useLingui();
  const reload = reloadsFor(error);
  useEffect(() => {
    if (reload) pageReload.now();
  }, [reload]);
  if (reload)
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {t`Loading this page again…`}
      </p>
    );
  const message = browserOffline()
    ? t`This page could not be downloaded: you are offline. Reload it once you are connected.`
    : t`This page could not be downloaded (${errorMessage(error)}). Reload to try again.`;
  return <PageFailed message={message} />;
}

function PageFailed({ message }: { message: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <div
      role="alert"
      className="mx-auto max-w-xl rounded-card border border-red-200 bg-red-50 p-6 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <h1 className="text-lg font-semibold">{t`This page failed to load`}</h1>
      <p className="mt-2 text-sm">{message}</p>
      <button
        type="button"
        onClick={() => navigate(0)}
        className="mt-4 rounded-lg bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800"
      >
        {t`Retry`}
      </button>
    </div>
  );
}
