/**
 * `npm run test:loaded` (issue #46): the e2e suite while two other processes keep both cores busy,
 * as on a CI machine shared with other work. Two CPU burners start, each a busy loop that stops by
 * itself after BURN_MINUTES (default 60) and is stopped when the suite ends, pass or fail; then
 * Playwright and the WebKit journeys run as `npm run test:e2e` runs them (the build is taken as
 * made: run `npm run build:e2e` first). The exit code is the suite's.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

const minutes = Number(process.env.BURN_MINUTES ?? 60);
const burn = `const end = Date.now() + ${minutes * 60_000}; let x = 0; while (Date.now() < end) x = (x * 31 + 7) % 1e9;`;

function burner(): ChildProcess {
  const child = spawn(process.execPath, ['-e', burn], { stdio: 'ignore' });
  child.unref();
  return child;
}

function run(command: string, args: string[]): number {
  console.log(`test:loaded: ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
}

const burners = [burner(), burner()];
const stopBurners = () => burners.forEach((child) => child.kill('SIGKILL'));
process.on('SIGINT', () => {
  stopBurners();
  process.exit(130);
});
let status = 1;
try {
  console.log(`test:loaded: 2 CPU burners (pids ${burners.map((b) => b.pid).join(', ')})`);
  status = run('npx', ['playwright', 'test']);
  const webkit = run('npm', ['run', 'test:webkit']);
  if (status === 0) status = webkit;
} finally {
  stopBurners();
}
process.exitCode = status;
