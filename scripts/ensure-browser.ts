/**
 * First step of `npm run test:e2e`: make sure every engine the tests drive exists (decision 016),
 * installing what the machine allows, or stop at once with one line per missing engine that says
 * what to install.
 *   1. found (its variable, Playwright's cache for Chromium, the PATH) → done;
 *   2. Chromium only: `playwright install chromium` (needs Playwright's download host; fails fast
 *      where the network is closed). Firefox is a stock one (Playwright's `moz-firefox` channel)
 *      and WebKit runs through WebKitWebDriver, neither of which Playwright downloads;
 *   3. as root with apt-get: Debian's packages for everything still missing, in one install;
 *   4. one still missing whose stand-in is here (the Chromium headless shell: the full Chromium)
 *      is said in a line, and the tests go on with the stand-in.
 * ENGINES_REQUIRED=chromium,firefox limits the list (a machine that runs only some engines).
 */
import { spawnSync } from 'node:child_process';
import { ENGINES, findEngine, type Engine } from './lib/browser';

function run(command: string, args: string[], timeoutMs: number): boolean {
  console.log(`ensure-browser: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: timeoutMs,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** The engines still missing, after saying where each found one is. */
function missing(engines: Engine[]): Engine[] {
  return engines.filter((engine) => {
    const found = findEngine(engine);
    if (found) console.log(`ensure-browser: ${engine}: ${found.path} (from ${found.source})`);
    return !found;
  });
}

function required(): Engine[] {
  const listed = process.env.ENGINES_REQUIRED?.split(',').map((name) => name.trim());
  const all = Object.keys(ENGINES) as Engine[];
  return listed ? all.filter((engine) => listed.includes(engine)) : all;
}

function main(): number {
  let absent: Engine[];
  try {
    absent = missing(required());
  } catch (error) {
    console.error(`ensure-browser: ${(error as Error).message}`);
    return 1;
  }
  if (absent.length === 0) return 0;
  const finish = () => {
    // One with a stand-in that is here (the headless shell: the full Chromium) costs time, not a test.
    absent = absent.filter((engine) => {
      const standIn = ENGINES[engine].fallback;
      const found = standIn && findEngine(standIn);
      if (found) console.log(`ensure-browser: ${engine}: none; its tests drive ${found.path}`);
      return !found;
    });
    for (const engine of absent) console.error(`ensure-browser: ${ENGINES[engine].help}`);
    return absent.length === 0 ? 0 : 1;
  };
  if (process.env.VCS_NO_BROWSER_INSTALL) return finish();
  if (absent.includes('chromium') && run('npx', ['playwright', 'install', 'chromium'], 5 * 60_000))
    absent = missing(absent);
  if (absent.length === 0) return 0;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    const packages = absent.flatMap((engine) => ENGINES[engine].debian);
    if (
      run('apt-get', ['update', '-qq'], 5 * 60_000) &&
      run('apt-get', ['install', '-y', '-qq', ...packages], 15 * 60_000)
    )
      absent = missing(absent);
  }
  return absent.length === 0 ? 0 : finish();
}

process.exitCode = main();
