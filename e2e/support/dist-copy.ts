import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { createServeApp } from '../../server/app';

/**
 * A copy of dist/ served by the production server (server/app.ts, `npm run serve`) on a free
 * port, whose files a test can change: a new deploy on the same origin, without touching the
 * dist/ that the other tests are served. (Playwright's routing does not see the browser's fetch of
 * a service worker script when it checks for an update, so a routed sw.js cannot stand in.)
 */
export async function serveDistCopy() {
  const root = mkdtempSync(join(tmpdir(), 'vcs-dist-'));
  cpSync('dist', root, { recursive: true, filter: (source) => !source.endsWith('.map') });
  const server = createAdaptorServer({ fetch: createServeApp({ root }).fetch });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Rewrites one file of the copy, e.g. `sw.js` for a new build. */
    change(file: string, edit: (text: string) => string) {
      const path = join(root, file);
      writeFileSync(path, edit(readFileSync(path, 'utf8')));
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
