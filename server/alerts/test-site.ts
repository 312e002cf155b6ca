import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALERT_HOOKS_BASE_PATH, ALERTS_BASE_PATH } from '../../src/contract/base-paths';
import type { AlertsConfig } from '.';
import { createServeApp } from '../app';
import { fakeBuild } from '../fake-build';
import { createServeServer } from '../listen';

export const newHookId = () => randomBytes(18).toString('base64url');
export const newSecret = () => randomBytes(24).toString('hex');
export const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** A webhook event as the service sends it: an approval of $5 at Shop unless told otherwise. */
export const event = (id: string, data: Record<string, unknown> = {}) =>
  JSON.stringify({
    id,
    type: 'transaction.authorized',
    created_at: new Date().toISOString(),
    data: { id: 'txn_1', card_id: 'card_1', amount: -5, merchant: { name: 'Shop' }, ...data },
  });

/** What a test may set: TRUST_PROXY, the log, the store's bounds, the clock, a data directory. */
export type SiteOptions = {
  trustProxy?: string;
  log?: (line: string) => void;
} & Partial<Pick<AlertsConfig, 'limits' | 'now' | 'dir' | 'backend'>>;

/**
 * npm run serve with alerts on, over real HTTP on loopback, with its own data directory (so its
 * counters and records start empty) unless given one, and the calls a device and the service make.
 */
export async function startSite(
  subscription: { endpoint: string; keys: object },
  options: SiteOptions = {},
) {
  const { trustProxy, log, ...alerts } = options;
  const dir = alerts.dir ?? mkdtempSync(join(tmpdir(), 'serve-data-'));
  const root = fakeBuild();
  const server: Server = createServeServer(
    createServeApp({ root, trustProxy, log, alerts: { ...alerts, dir, loopback: true } }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const site = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    site,
    register: (body: Record<string, unknown> = {}, from?: string) =>
      fetch(`${site}${ALERTS_BASE_PATH}/hooks`, {
        method: 'POST',
        headers: from ? { 'X-Forwarded-For': from } : {},
        body: JSON.stringify({
          hook_id: newHookId(),
          secret: newSecret(),
          subscription,
          kinds: ['approved'],
          lang: 'en',
          ...body,
        }),
      }),
    deliver: (hookId: string, body: string, signature: string, from?: string) =>
      fetch(`${site}${ALERT_HOOKS_BASE_PATH}/${hookId}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Webhook-Signature': signature,
          ...(from ? { 'X-Forwarded-For': from } : {}),
        },
        body,
      }),
    remove: (hookId: string, secret: string) =>
      fetch(`${site}${ALERTS_BASE_PATH}/hooks/${hookId}`, {
        method: 'DELETE',
        headers: { 'X-Alert-Secret': secret },
      }),
    /** Stops the server; the data directory stays when `keep` (a restart on the same one). */
    close: async (keep = false) => {
      // Not waiting for a connection still open: teardown takes no longer than the test did.
      await new Promise((r) => {
        server.close(r);
        server.closeAllConnections();
      });
      if (!keep) rmSync(dir, { recursive: true, force: true });
      rmSync(root, { recursive: true, force: true });
    },
  };
}
export type Site = Awaited<ReturnType<typeof startSite>>;
