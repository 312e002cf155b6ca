import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The server's VAPID key pair (RFC 8292): made at the first start and kept in the data directory
 * as vapid.json, mode 0600, so subscriptions made against its public key keep working after a
 * restart. Several instances must share this file (README "Deploy").
 */
export function loadVapidKeys(dir: string): VapidKeys {
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, 'vapid.json');
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as VapidKeys;
  const keys = webPush.generateVAPIDKeys();
  // 'wx': two instances starting at once cannot overwrite each other's pair.
  writeFileSync(path, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  return keys;
}
