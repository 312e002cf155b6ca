/**
 * `npm run test:loaded` (issue #46): the suites while two other processes keep both cores busy,
 * as on a CI machine shared with other work. Two CPU burners start, each a busy loop that stops by
 * itself after BURN_MINUTES (default 60) and is stopped when the suites end, pass or fail; then
 * Vitest, Playwright and the WebKit journeys run one after another, each beside the burners (the
 * build is taken as made: `npm run test:loaded` builds first). Vitest is here since its waits
 * failed on a loaded CI (stop 60, decision 033 tenth pass). The exit code is the first failure's.
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
  const statuses = [
    run('npx', ['vitest', 'run']),
    run('npx', ['playwright', 'test']),
    run('npm', ['run', 'test:webkit']),
  ];
  status = statuses.find((s) => s !== 0) ?? 0;
} finally {
  stopBurners();
}
process.exitCode = status;
