import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Builder, type WebDriver } from 'selenium-webdriver';
import { createServeApp } from '../../server/app';
import { findEngine } from '../../scripts/lib/browser';
import { freePort, stop } from '../support/processes';

/**
 * Safari's engine, driven as Safari is: WebKitGTK's WebDriver (WebKitWebDriver, from Debian's
 * webkit2gtk-driver) with its MiniBrowser, through Selenium's WebDriver client, under Xvfb where
 * there is no display (decision 016). Serves the built demo (dist/) with the production server
 * (server/app.ts, its headers and CSP included); `slowEntry` holds the app's entry script back
 * 2 s, so a test can act on the prerendered page before the app has taken it over.
 */
const MINIBROWSER = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser',
  '/usr/libexec/webkit2gtk-4.0/MiniBrowser',
];

export type WebKitRig = {
  driver: WebDriver;
  baseUrl: string;
  slowEntry: boolean;
  close(): Promise<void>;
};

/** Starts Xvfb (if no DISPLAY), WebKitWebDriver and the demo; one browser session on it. */
export async function startWebKit(
  options: { pageLoadStrategy?: 'normal' | 'none' } = {},
): Promise<WebKitRig> {
  const driverPath = findEngine('webkit')?.path;
  if (!driverPath)
    throw new Error('No WebKitWebDriver: npm run test:e2e installs it (ensure-browser).');
  const browser = process.env.WEBKIT_BROWSER_PATH ?? MINIBROWSER.find((path) => existsSync(path));
  if (!browser)
    throw new Error('No MiniBrowser: set WEBKIT_BROWSER_PATH (webkit2gtk MiniBrowser).');
  const children: ChildProcess[] = [];
  const display = process.env.DISPLAY || (await startXvfb(children));
  const driverPort = await freePort();
  const env = { ...process.env, DISPLAY: display };
  children.push(spawnQuiet(driverPath, [`--port=${driverPort}`, '--host=127.0.0.1'], env));
  const site = await serveBuild(process.env.WEBKIT_DIST ?? 'dist', () => rig.slowEntry);
  await waitForHttp(`http://127.0.0.1:${driverPort}/status`);
  const driver = await new Builder()
    .usingServer(`http://127.0.0.1:${driverPort}`)
    .withCapabilities({
      browserName: 'MiniBrowser',
      // 'none': get() returns once the navigation starts, before the page's scripts have run.
      pageLoadStrategy: options.pageLoadStrategy ?? 'normal',
      // Private: every session starts with no cache and no storage, as Playwright's contexts do.
      'webkitgtk:browserOptions': { binary: browser, args: ['--automation', '--private'] },
    })
    .build();
  await driver.manage().window().setRect({ width: 1280, height: 900 });
  const rig: WebKitRig = {
    driver,
    baseUrl: site.url,
    slowEntry: false,
    async close() {
      await driver.quit().catch(() => undefined);
      children.reverse().forEach(stop);
      await site.close();
    },
  };
  return rig;
}

async function serveBuild(root: string, slow: () => boolean) {
  const app = createServeApp({ root });
  const server = createAdaptorServer({
    async fetch(request: Request) {
      if (slow() && /\/assets\/index-[^/]+\.js$/.test(new URL(request.url).pathname))
        await new Promise((resolve) => setTimeout(resolve, 2000));
      return app.fetch(request);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function spawnQuiet(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { detached: true, stdio: 'ignore', env });
}

/** A private X display; Xvfb tells its number on the pipe given by -displayfd. */
async function startXvfb(children: ChildProcess[]): Promise<string> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  children.push(xvfb);
  const number = await new Promise<string>((resolve, reject) => {
    let out = '';
    xvfb.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): is xvfb installed?`)));
  });
  return `:${number}`;
}

async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > end) throw new Error(`${url} did not answer in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
