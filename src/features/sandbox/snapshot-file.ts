import {
  SNAPSHOT_FORMAT,
  SNAPSHOT_FORMAT_VERSION,
  SNAPSHOT_MAX_BYTES,
  type SnapshotBody,
} from '../../contract/snapshots';

/**
 * A chosen file, checked in the page before anything is sent (decision 023): its size, JSON at
 * all, this sandbox's format and a version it reads. The sandbox checks every field again.
 */
export type ReadFile =
  | { ok: true; file: SnapshotBody; cards: number; transactions: number }
  | { ok: false; reason: 'too_large' | 'not_json' | 'foreign' }
  | { ok: false; reason: 'version'; version: string };

export async function readSnapshotFile(chosen: Blob): Promise<ReadFile> {
  if (chosen.size > SNAPSHOT_MAX_BYTES) return { ok: false, reason: 'too_large' };
  let value: unknown;
  try {
    value = JSON.parse(await blobText(chosen));
  } catch {
    return { ok: false, reason: 'not_json' };
  }
  const file = value as Partial<SnapshotBody> | null;
  if (!file || typeof file !== 'object' || file.format !== SNAPSHOT_FORMAT)
    return { ok: false, reason: 'foreign' };
  if (file.version !== SNAPSHOT_FORMAT_VERSION)
    return { ok: false, reason: 'version', version: String(file.version) };
  const count = (key: string) => {
    const list = (file.account as Record<string, unknown> | undefined)?.[key];
    return Array.isArray(list) ? list.length : 0;
  };
  return {
    ok: true,
    file: file as SnapshotBody,
    cards: count('cards'),
    transactions: count('transactions'),
  };
}

/** A file's text through FileReader, which every engine (and the tests' jsdom) has. */
export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

/** `account-snapshot-2026-11-25.json`, dated by the person's own calendar. */
export function snapshotFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `account-snapshot-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}
