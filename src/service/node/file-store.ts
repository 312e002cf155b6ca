import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Store } from '../store/snapshot';

/** Persists the sandbox state to a JSON file with atomic writes (temp file + rename). */
export function fileStore(path: string): Store {
  return {
    load() {
      if (!existsSync(path)) return null;
      return JSON.parse(readFileSync(path, 'utf8'));
    },
    save(state) {
      const tmp = `${path}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(state), { mode: 0o600 });
      renameSync(tmp, path);
    },
  };
}
