/**
 * First step of `npm run test:e2e`: make sure a Chromium exists, installing one where the machine
 * allows it, or stop at once with one line that says what to install.
 *   1. found (CHROMIUM_PATH, Playwright's cache, PATH) → done;
 *   2. `playwright install chromium` (needs Playwright's download host; fails fast where the
 *      network is closed);
 *   3. as root with apt-get: Debian's `chromium` package.
 */
import { spawnSync } from 'node:child_process';
import { findBrowser } from './lib/browser';

const HELP =
  'No Chromium found: install one (`npx playwright install chromium`, or `apt-get install chromium` ' +
  'on Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium/Chrome executable.';

function run(command: string, args: string[], timeoutMs: number): boolean {
  console.log(`ensure-browser: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: timeoutMs,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function report(): boolean {
  const found = findBrowser();
  if (found) console.log(`ensure-browser: using ${found.path} (from ${found.source})`);
  return Boolean(found);
}

function main(): number {
  try {
    if (report()) return 0;
  } catch (error) {
    console.error(`ensure-browser: ${(error as Error).message}`);
    return 1;
  }
  if (process.env.VCS_NO_BROWSER_INSTALL) {
    console.error(`ensure-browser: ${HELP}`);
    return 1;
  }
  if (run('npx', ['playwright', 'install', 'chromium'], 5 * 60_000) && report()) return 0;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    if (
      run('apt-get', ['update', '-qq'], 5 * 60_000) &&
      run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], 10 * 60_000) &&
      report()
    )
      return 0;
  }
  console.error(`ensure-browser: ${HELP}`);
  return 1;
}

process.exitCode = main();
