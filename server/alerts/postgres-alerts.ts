import pg from 'pg';
import webPush from 'web-push';
import type { StoreOptions } from './alert-store';
import type { AlertsBackend } from '.';
import { guardStore, guardWindows } from './alerts-unavailable';
import { migrate } from './postgres-migrations';
import { openPostgresAlertStore } from './postgres-store';
import { postgresWindows } from './postgres-windows';
import type { VapidKeys } from './vapid';

/** DATABASE_URL names PostgreSQL (decision 046); anything else leaves SQLite the store. */
export const isPostgresUrl = (url: string | undefined): url is string =>
  !!url && /^postgres(ql)?:\/\//.test(url);

/**
 * The alerts on PostgreSQL (decision 046): the schema migrated (once, whoever starts first), the
 * VAPID key pair every instance shares, and the store. Also what a migration applied, for the log.
 */
export async function openPostgresAlerts(url: string, options: StoreOptions = {}) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server dropped (a restart) is an error event, not a crash.
  pool.on('error', () => undefined);
  try {
    const applied = await migrate(pool);
    const keys = await sharedVapidKeys(pool);
    const store = await openPostgresAlertStore(pool, options);
    const { windows, stop } = postgresWindows(pool, options.now);
    const close = async () => (stop(), await store.close());
    return {
      backend: {
        store: guardStore({ ...store, close }),
        keys,
        windows: guardWindows(windows),
      } satisfies AlertsBackend,
      applied,
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/**
 * The key pair made once: each instance offers a new pair, the first one stored stays, and every
 * instance uses what is stored, so a subscription made through one is pushed to through any.
 */
async function sharedVapidKeys(pool: pg.Pool): Promise<VapidKeys> {
  const offered = webPush.generateVAPIDKeys();
  await pool.query(
    `INSERT INTO alert_vapid (public_key, private_key) VALUES ($1, $2)
     ON CONFLICT (one) DO NOTHING`,
    [offered.publicKey, offered.privateKey],
  );
  const { rows } = await pool.query<{ public_key: string; private_key: string }>(
    'SELECT public_key, private_key FROM alert_vapid',
  );
  return { publicKey: rows[0]!.public_key, privateKey: rows[0]!.private_key };
}
