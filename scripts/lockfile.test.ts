// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  optionalDependencies?: Record<string, string>;
}

/**
 * `npm ci` refuses a lockfile in which a locked package's optional dependency has no entry
 * ("Missing: @rollup/rollup-win32-x64-msvc@ from lock file"). The registry here mirrors the Linux
 * binaries of a new release before the other platforms', so `npm install` writes such a lockfile
 * without a word and only a clean CI install finds out (decision 001, addendum). This finds it here.
 */
export function missingOptionals(lock: { packages: Record<string, LockedPackage> }): string[] {
  const installed = new Set(
    Object.keys(lock.packages).map((path) => path.slice(path.lastIndexOf('node_modules/') + 13)),
  );
  return Object.entries(lock.packages).flatMap(([path, entry]) =>
    Object.keys(entry.optionalDependencies ?? {})
      .filter((name) => !installed.has(name))
      .map((name) => `${name} (for ${path})`),
  );
}

describe('package-lock.json', () => {
  it('locks every optional dependency, as npm ci demands', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
    expect(missingOptionals(lock)).toEqual([]);
  });

  it('notices a platform binary the registry did not have', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/rollup': {
          optionalDependencies: {
            '@rollup/rollup-linux-x64-gnu': '4.0.0',
            '@rollup/rollup-win32-x64-msvc': '4.0.0',
          },
        },
        'node_modules/@rollup/rollup-linux-x64-gnu': {},
      },
    };
    expect(missingOptionals(lock)).toEqual([
      '@rollup/rollup-win32-x64-msvc (for node_modules/rollup)',
    ]);
  });
});
