import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from '@playwright/test';

/**
 * The engines `npm test` drives (decision 016): Chromium and Firefox through Playwright, Safari's
 * engine through its WebDriver (WebKitWebDriver). Each is found by an environment variable first,
 * then (Chromium only) Playwright's cache, then the names a system package gives it on the PATH.
 */
export type Engine = 'chromium' | 'chromium-headless-shell' | 'firefox' | 'webkit';

type EngineRule = {
  /** The variable that names the executable; set but not executable is an error. */
  variable: string;
  /** Names on the PATH, in order of preference. */
  names: string[];
  /** Debian packages that provide it (ensure-browser installs them as root). */
  debian: string[];
  /** What to tell a person who has none. */
  help: string;
  /**
   * Where this one is missing, the tests drive that engine's executable instead: the same engine,
   * at a higher cost (ensure-browser says so and goes on).
   */
  fallback?: Engine;
};

export const ENGINES: Record<Engine, EngineRule> = {
  chromium: {
    variable: 'CHROMIUM_PATH',
    // Debian/Ubuntu, Fedora, Arch and Google's packages.
    names: ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'],
    debian: ['chromium', 'fonts-liberation'],
    help:
      'No Chromium found: install one (`npx playwright install chromium`, or `apt-get install chromium` ' +
      'on Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium/Chrome executable.',
  },
  // Chromium without the browser around it (Playwright's own default for headless): the same Blink
  // and V8 for 38 % less CPU than the full Chromium's headless mode (416 against 670 CPU-s for the
  // chromium project, 2026-11-30). It shows no notification and has no install criteria, so the
  // tests of those (`@full-chromium`) drive the full browser. Decision 033, eleventh pass.
  'chromium-headless-shell': {
    variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
    names: ['chromium-headless-shell', 'chrome-headless-shell'],
    debian: ['chromium-headless-shell'],
    help:
      'No Chromium headless shell found: install it (`apt-get install chromium-headless-shell` on ' +
      'Debian) or set CHROMIUM_HEADLESS_SHELL_PATH to one.',
    fallback: 'chromium',
  },
  firefox: {
    variable: 'FIREFOX_PATH',
    names: ['firefox-esr', 'firefox'],
    debian: ['firefox-esr'],
    help:
      'No Firefox found: install a stock Firefox (`apt-get install firefox-esr` on Debian, or your ' +
      "system's firefox package) or set FIREFOX_PATH to a Firefox executable.",
  },
  webkit: {
    variable: 'WEBKIT_DRIVER_PATH',
    names: ['WebKitWebDriver'],
    debian: ['webkit2gtk-driver', 'xvfb'],
    help:
      'No WebKitWebDriver found: install it (`apt-get install webkit2gtk-driver xvfb` on Debian) or set ' +
      'WEBKIT_DRIVER_PATH to a WebKitWebDriver executable.',
  },
};

/** Where an engine was found, and which rule found it (for one line of output). */
export type FoundBrowser = { path: string; source: string };

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable called `name` on `searchPath` (what `command -v` answers). */
export function onPath(name: string, searchPath: string): string | undefined {
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

/** An engine's executable: its variable, then (Chromium) Playwright's cache, then the PATH. */
export function findEngine(
  engine: Engine,
  env: NodeJS.ProcessEnv = process.env,
): FoundBrowser | undefined {
  const rule = ENGINES[engine];
  const explicit = env[rule.variable];
  if (explicit) {
    if (!isExecutable(explicit))
      throw new Error(`${rule.variable} is set to ${explicit}, which is not an executable file.`);
    return { path: explicit, source: rule.variable };
  }
  if (engine === 'chromium' && !env.VCS_SKIP_PLAYWRIGHT_CACHE) {
    const cached = playwrightCache();
    if (cached) return { path: cached, source: 'playwright' };
  }
  for (const name of rule.names) {
    const path = onPath(name, env.PATH ?? '');
    if (path) return { path, source: 'PATH' };
  }
  return undefined;
}

/** The Chromium/Chrome the e2e tests, benchmarks and screenshots drive. */
export function findBrowser(env: NodeJS.ProcessEnv = process.env): FoundBrowser | undefined {
  return findEngine('chromium', env);
}

/**
 * The browser's path for launch options, or its stand-in's where it is missing (`fallback`);
 * undefined lets Playwright use its own default.
 */
export function browserPath(
  engine: Engine = 'chromium',
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const standIn = ENGINES[engine].fallback;
  return findEngine(engine, env)?.path ?? (standIn && browserPath(standIn, env));
}
