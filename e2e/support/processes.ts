import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** `npm run <script>` in its own process group, resolved once its output contains `ready`. */
export async function startScript(
  args: string[],
  env: Record<string, string>,
  ready: string,
): Promise<ChildProcess> {
  const child = spawn('npm', ['run', ...args], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run ${args[0]}: ${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`npm run ${args[0]} exited (${code}): ${output}`)),
    );
  });
  return child;
}

export function stop(child: ChildProcess | undefined) {
  try {
    if (child?.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
