import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from '@playwright/test';

/** Where a Chromium/Chrome was found, and which rule found it (for one line of output). */
export type FoundBrowser = { path: string; source: 'CHROMIUM_PATH' | 'playwright' | 'PATH' };

// Names a system Chromium or Chrome goes by on Debian/Ubuntu, Fedora, Arch and Google's packages.
const SYSTEM_NAMES = [
  'chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
  'chrome',
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable called `name` on `searchPath` (what `command -v` answers). */
function onPath(name: string, searchPath: string): string | undefined {
  for (const dir of searchPath.split(delimiter).filter(Boolean)) {
    const candidate = join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/** Playwright's own downloaded Chromium, if `playwright install chromium` has run. */
function playwrightCache(): string | undefined {
  try {
    const path = chromium.executablePath();
    return existsSync(path) && isExecutable(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The browser the e2e tests, benchmarks and screenshots drive, in this order: `CHROMIUM_PATH`,
 * Playwright's browser cache, a system Chromium/Chrome on the PATH. A `CHROMIUM_PATH` that is set
 * but not executable is an error (a typo should not silently pick another browser).
 */
export function findBrowser(env: NodeJS.ProcessEnv = process.env): FoundBrowser | undefined {
  const explicit = env.CHROMIUM_PATH;
  if (explicit) {
    if (!isExecutable(explicit))
      throw new Error(`CHROMIUM_PATH is set to ${explicit}, which is not an executable file.`);
    return { path: explicit, source: 'CHROMIUM_PATH' };
  }
  const cached = env.VCS_SKIP_PLAYWRIGHT_CACHE ? undefined : playwrightCache();
  if (cached) return { path: cached, source: 'playwright' };
  for (const name of SYSTEM_NAMES) {
    const path = onPath(name, env.PATH ?? '');
    if (path) return { path, source: 'PATH' };
  }
  return undefined;
}

/** The browser's path for launch options; undefined lets Playwright use its own default. */
export function browserPath(): string | undefined {
  return findBrowser()?.path;
}
