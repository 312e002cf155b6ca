// @vitest-environment node
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserPath, findBrowser, findEngine } from './browser';

function fakeExecutable(dir: string, name: string): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, 0o755);
  return path;
}

describe('findBrowser', () => {
  const root = mkdtempSync(join(tmpdir(), 'browser-'));
  const base = { VCS_SKIP_PLAYWRIGHT_CACHE: '1' };

  it('prefers CHROMIUM_PATH', () => {
    const explicit = fakeExecutable(join(root, 'a'), 'my-chrome');
    fakeExecutable(join(root, 'b'), 'chromium');
    expect(findBrowser({ ...base, CHROMIUM_PATH: explicit, PATH: join(root, 'b') })).toEqual({
      path: explicit,
      source: 'CHROMIUM_PATH',
    });
  });

  it('refuses a CHROMIUM_PATH that is not executable instead of picking another browser', () => {
    expect(() => findBrowser({ ...base, CHROMIUM_PATH: join(root, 'missing') })).toThrow(
      /not an executable/,
    );
  });

  it('finds a system Chromium or Chrome on the PATH, in PATH order', () => {
    const chrome = fakeExecutable(join(root, 'c'), 'google-chrome');
    fakeExecutable(join(root, 'd'), 'chromium');
    const found = findBrowser({ ...base, PATH: [join(root, 'c'), join(root, 'd')].join(':') });
    // chromium is looked for first, whichever directory holds it.
    expect(found).toEqual({ path: join(root, 'd', 'chromium'), source: 'PATH' });
    expect(findBrowser({ ...base, PATH: join(root, 'c') })).toEqual({
      path: chrome,
      source: 'PATH',
    });
  });

  it('finds nothing when there is no browser', () => {
    const nonExecutable = join(root, 'e');
    mkdirSync(nonExecutable);
    writeFileSync(join(nonExecutable, 'chromium'), 'not executable');
    expect(findBrowser({ ...base, PATH: nonExecutable })).toBeUndefined();
  });
});

describe('findEngine', () => {
  const root = mkdtempSync(join(tmpdir(), 'engine-'));

  it('finds Firefox ESR before firefox, and FIREFOX_PATH before either', () => {
    fakeExecutable(join(root, 'a'), 'firefox');
    const esr = fakeExecutable(join(root, 'b'), 'firefox-esr');
    const PATH = [join(root, 'a'), join(root, 'b')].join(':');
    expect(findEngine('firefox', { PATH })).toEqual({ path: esr, source: 'PATH' });
    const mine = fakeExecutable(join(root, 'c'), 'my-firefox');
    expect(findEngine('firefox', { PATH, FIREFOX_PATH: mine })).toEqual({
      path: mine,
      source: 'FIREFOX_PATH',
    });
    expect(() => findEngine('firefox', { FIREFOX_PATH: join(root, 'none') })).toThrow(
      /FIREFOX_PATH .* not an executable/,
    );
  });

  it('finds WebKitWebDriver on the PATH, and nothing where there is none', () => {
    const driver = fakeExecutable(join(root, 'd'), 'WebKitWebDriver');
    expect(findEngine('webkit', { PATH: join(root, 'd') })).toEqual({
      path: driver,
      source: 'PATH',
    });
    expect(findEngine('webkit', { PATH: join(root, 'a') })).toBeUndefined();
  });

  it('drives the headless shell where there is one, else the full Chromium in its place', () => {
    const shell = fakeExecutable(join(root, 'f'), 'chromium-headless-shell');
    const full = fakeExecutable(join(root, 'g'), 'chromium');
    const env = {
      VCS_SKIP_PLAYWRIGHT_CACHE: '1',
      PATH: [join(root, 'f'), join(root, 'g')].join(':'),
    };
    expect(browserPath('chromium-headless-shell', env)).toBe(shell);
    expect(browserPath('chromium', env)).toBe(full);
    const noShell = { ...env, PATH: join(root, 'g') };
    expect(findEngine('chromium-headless-shell', noShell)).toBeUndefined();
    expect(browserPath('chromium-headless-shell', noShell)).toBe(full);
    expect(browserPath('chromium-headless-shell', { ...noShell, PATH: join(root, 'a') })).toBe(
      undefined,
    );
  });
});
