import { Alert } from '../../components/ui/alert';

/**
 * Why a connection was refused before switching: the app's Content-Security-Policy does not list
 * the origin, so every request would fail. Says what would make it work.
 */
export function BlockedOrigin({ origin, allowed }: { origin: string; allowed: string[] }) {
  const ipv6 = origin.includes('[');
  // Only an https origin (not an IPv6 literal) can be added to the policy at build time.
  const listable = origin.startsWith('https://') && !ipv6;
  return (
    <Alert tone="error" title="This build of the dashboard may not connect there">
      <div className="[overflow-wrap:anywhere]">
        <p>
          Its security policy only allows connections to {allowed.join(', ')} — not to{' '}
          <span className="font-mono">{origin}</span>, so every request would be refused by your
          browser.
        </p>
        {ipv6 && (
          <p className="mt-2">
            A security policy cannot name an IPv6 address: for a sandbox on this machine use{' '}
            <span className="font-mono">http://127.0.0.1:PORT/v1/api</span> or{' '}
            <span className="font-mono">http://localhost:PORT/v1/api</span> instead.
          </p>
        )}
        <p className="mt-2">
          Use <span className="font-mono">/v1/api</span> on a site served by{' '}
          <span className="font-mono">npm run serve</span> with{' '}
          <span className="font-mono">API_UPSTREAM={origin}/v1/api</span>
          {listable ? (
            <>
              , or rebuild the dashboard with{' '}
              <span className="font-mono">VITE_API_ORIGINS={origin}</span>.
            </>
          ) : (
            '.'
          )}
        </p>
      </div>
    </Alert>
  );
}
