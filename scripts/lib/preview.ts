import { spawn } from 'node:child_process';
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

/**
 * `vite preview` of the existing build on a free port; `stop()` ends its process group.
 * `PREVIEW_OUT_DIR` serves another build (A/B measurements of two builds in the same hour).
 */
export async function startPreview(): Promise<{ base: string; stop(): void }> {
  const port = await freePort();
  const outDir = process.env.PREVIEW_OUT_DIR ? ['--outDir', process.env.PREVIEW_OUT_DIR] : [];
  const preview = spawn(
    'npx',
    ['vite', 'preview', '--port', String(port), '--strictPort', ...outDir],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    preview.once('exit', (code) => reject(new Error(`vite preview exited (${code})`)));
    preview.stdout!.on('data', (c: Buffer) => c.toString().includes(String(port)) && resolve());
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop() {
      try {
        process.kill(-preview.pid!, 'SIGTERM');
      } catch {
        // Already gone.
      }
    },
  };
}
