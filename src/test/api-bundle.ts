import { execFile } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm run api`'s entry point, bundled once per test process: the tests start about 90 servers,
 * and through tsx each start cost 1.3 CPU-s and 0.8 s before it listened, nearly all of it tsx's
 * loader resolving and compiling the service's few hundred modules one by one; the bundle starts
 * in 0.4 CPU-s and 0.27 s (decision 033, twelfth pass). The same source, bundled by the esbuild
 * Vite already uses; its packages stay imports (`--packages=external`), so the bundle lives in
 * this repository's node_modules to find them. One file per process: two workers never write
 * each other's. Built by esbuild's command, not its API: the API refuses to run under jsdom,
 * whose TextEncoder is not Node's, and the page's tests start servers too.
 */
const dir = join('node_modules', '.cache', 'test-api');
const outfile = join(dir, `server-${process.pid}.mjs`);
let built: Promise<string> | undefined;

export function bundledServer(): Promise<string> {
  built ??= new Promise<string>((resolve, reject) => {
    removeOrphans();
    execFile(
      join('node_modules', '.bin', 'esbuild'),
      [
        'src/service/node/server.ts',
        '--bundle',
        '--platform=node',
        '--format=esm',
        '--target=node20',
        '--packages=external',
        `--outfile=${outfile}`,
        '--log-level=warning',
      ],
      (error, _stdout, stderr) =>
        error ? reject(new Error(`bundling the server failed: ${stderr}`)) : resolve(outfile),
    );
  });
  return built;
}

// Vitest may end its workers before their 'exit': a bundle whose process is gone goes at the next.
process.on('exit', () => rmSync(outfile, { force: true }));

function removeOrphans() {
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return; // not made yet
  }
  for (const name of names) {
    const pid = Number(/^server-(\d+)\.mjs$/.exec(name)?.[1]);
    if (pid && !alive(pid)) rmSync(join(dir, name), { force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
