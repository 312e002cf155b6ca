import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../components/ui/alert';
import { API_BASE_PATH } from '../../contract/errors';

/**
 * Why a connection was refused before switching: the app's Content-Security-Policy does not list
 * the origin, so every request would fail. Says what would make it work.
 */
export function BlockedOrigin({ origin, allowed }: { origin: string; allowed: string[] }) {
  const { t } = useLingui();
  const ipv6 = origin.includes('[');
  // Only an https origin (not an IPv6 literal) can be added to the policy at build time.
  const listable = origin.startsWith('https://') && !ipv6;
  const allowedList = allowed.join(', ');
  const upstream = `API_UPSTREAM=${origin}${API_BASE_PATH}`;
  const origins = `VITE_API_ORIGINS=${origin}`;
  return (
    <Alert tone="error" title={t`This build of the dashboard may not connect there`}>
      <div className="[overflow-wrap:anywhere]">
        <p>
          <Trans>
            Its security policy only allows connections to {allowedList} — not to{' '}
            <span className="font-mono">{origin}</span>, so every request would be refused by your
            browser.
          </Trans>
        </p>
        {ipv6 && (
          <p className="mt-2">
            <Trans>
              A security policy cannot name an IPv6 address: for a sandbox on this machine use{' '}
              <span className="font-mono">http://127.0.0.1:PORT/v1/api</span> or{' '}
              <span className="font-mono">http://localhost:PORT/v1/api</span> instead.
            </Trans>
          </p>
        )}
        <p className="mt-2">
          {listable ? (
            <Trans>
              Use <span className="font-mono">/v1/api</span> on a site served by{' '}
              <span className="font-mono">npm run serve</span> with{' '}
              <span className="font-mono">{upstream}</span>, or rebuild the dashboard with{' '}
              <span className="font-mono">{origins}</span>.
            </Trans>
          ) : (
            <Trans>
              Use <span className="font-mono">/v1/api</span> on a site served by{' '}
              <span className="font-mono">npm run serve</span> with{' '}
              <span className="font-mono">{upstream}</span>.
            </Trans>
          )}
        </p>
      </div>
    </Alert>
  );
}
