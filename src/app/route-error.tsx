import { useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { errorMessage } from '../api/errors';

export function RouteError() {
  const { t } = useLingui();
  const error = useRouteError();
  const navigate = useNavigate();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : errorMessage(error);
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
