import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { TextField } from '../../components/ui/field';

/** Lowercase hex HMAC-SHA256 of `payload` with `secret`, with the browser's Web Crypto. */
export async function hmacHex(secret: string, payload: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    enc.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, enc.encode(payload));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

// Code, copied as it is into a server: not translated.
// eslint-disable-next-line lingui/no-unlocalized-strings
export const NODE_SAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// Use the raw body exactly as received (before any JSON parsing).
export function verify(rawBody, signatureHeader, secret) {
  const expected = createHmac('sha256', secret).update(rawBody).digest('hex');
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(String(signatureHeader ?? ''), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

// Express: app.post('/hook', express.raw({ type: 'application/json' }), (req, res) => {
//   if (!verify(req.body, req.get('X-Webhook-Signature'), process.env.WEBHOOK_SECRET)) return res.sendStatus(401);
//   const event = JSON.parse(req.body); // { id, type, created_at, data }
//   res.sendStatus(204);
// });`;

export function SignatureHelper() {
  const { t } = useLingui();
  const [payload, setPayload] = useState('');
  const [secret, setSecret] = useState('');
  const [received, setReceived] = useState('');
  const [expected, setExpected] = useState<string | null>(null);
  const match =
    expected !== null && received.trim() !== '' ? expected === received.trim().toLowerCase() : null;
  return (
    <div className="space-y-4">
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          setExpected(await hmacHex(secret, payload));
        }}
      >
        <div>
          <label htmlFor="sig-payload" className="mb-1 block text-sm font-medium">
            <Trans>Payload (the raw request body)</Trans>
          </label>
          <textarea
            id="sig-payload"
            rows={4}
            value={payload}
            onChange={(e) => {
              setPayload(e.target.value);
              setExpected(null);
            }}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-xs dark:border-slate-600 dark:bg-slate-800"
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t`Secret`}
            value={secret}
            onChange={(e) => {
              setSecret(e.target.value);
              setExpected(null);
            }}
            autoComplete="off"
          />
          <TextField
            label={t`Received signature (optional)`}
            value={received}
            onChange={(e) => setReceived(e.target.value)}
            className="[&_input]:font-mono"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={!payload || !secret}>
          <Trans>Compute HMAC-SHA256</Trans>
        </Button>
      </form>
      {expected && (
        <div className="space-y-1 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <Trans>Expected signature:</Trans>{' '}
            <code data-testid="expected-signature" className="break-all font-mono text-xs">
              {expected}
            </code>
            <CopyButton value={expected} label={t`expected signature`} />
          </p>
          {match !== null && (
            <p
              role="status"
              className={
                match
                  ? 'font-semibold text-emerald-700 dark:text-emerald-400'
                  : 'font-semibold text-red-700 dark:text-red-400'
              }
            >
              {match ? t`The signature matches.` : t`The signature does not match.`}
            </p>
          )}
        </div>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">
          <Trans>Verify in your Node server</Trans>
        </summary>
        <pre className="mt-2 overflow-auto rounded bg-slate-100 p-3 text-xs dark:bg-slate-800">
          {NODE_SAMPLE}
        </pre>
        <CopyButton value={NODE_SAMPLE} label={t`code sample`} />
      </details>
    </div>
  );
}
