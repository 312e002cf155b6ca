// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import config from '../playwright.config';

/**
 * Tags, never titles, choose where a browser test runs (issue #46): a renamed test runs where it
 * ran before. Holds the config to its rule (its greps match a tag only) and Playwright's own list
 * to it (each test is in exactly the projects its tags say).
 */
type Listed = { title: string; tags: string[]; projects: string[]; annotations: string[] };
type Suite = {
  specs: Array<{
    title: string;
    tags: string[];
    tests: Array<{
      projectName: string;
      annotations: Array<{ type: string; description?: string }>;
    }>;
  }>;
  suites?: Suite[];
};

function listed(): Listed[] {
  const run = spawnSync('npx', ['playwright', 'test', '--list', '--reporter=json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  expect(run.status, run.stderr).toBe(0);
  const out: Listed[] = [];
  const walk = (suite: Suite, path: string[]) => {
    for (const spec of suite.specs)
      out.push({
        title: [...path, spec.title].join(' › '),
        tags: spec.tags.map((tag) => `@${tag.replace(/^@/, '')}`),
        projects: spec.tests.map((t) => t.projectName).sort(),
        annotations: spec.tests[0]!.annotations.flatMap((a) =>
          (a.type === 'chromium-only' || a.type === 'full-chromium') && a.description
            ? [a.description]
            : [],
        ),
      });
    for (const child of suite.suites ?? [])
      walk(child, [...path, (child as { title?: string }).title ?? '']);
  };
  for (const file of JSON.parse(run.stdout).suites as Suite[]) walk(file, []);
  return out;
}

/** Where the tags say a test runs. */
function expected(tags: string[]): string[] {
  const dark = tags.includes('@schemes');
  const firefox = !tags.includes('@chromium-only');
  return [
    tags.includes('@full-chromium') ? 'chromium-full' : 'chromium',
    ...(dark ? ['chromium-dark'] : []),
    ...(firefox ? ['firefox'] : []),
    ...(dark && firefox ? ['firefox-dark'] : []),
  ].sort();
}

describe('the Playwright projects choose tests by tag', () => {
  it('no project greps a title: its patterns match the tags alone', () => {
    const words = 'dark light schemes chromium-only full-chromium firefox (dark) passkey clipboard';
    for (const project of config.projects ?? []) {
      for (const pattern of [project.grep, project.grepInvert].flat()) {
        if (!pattern) continue;
        expect(pattern).toBeInstanceOf(RegExp);
        expect((pattern as RegExp).test(words), `${project.name}: ${String(pattern)}`).toBe(false);
        expect((pattern as RegExp).source).toMatch(/@(schemes|chromium-only|full-chromium)/);
      }
    }
  });

  it('each test runs in exactly the projects its tags name, and a Chromium-only one says why', () => {
    const tests = listed();
    expect(tests.length).toBeGreaterThan(20);
    for (const test of tests) {
      expect(test.projects, test.title).toEqual(expected(test.tags));
      // A title never carries a tag's word: renaming it could not move it.
      expect(test.title, test.title).not.toMatch(/@|\((dark|light)\)/);
      if (test.tags.includes('@chromium-only') || test.tags.includes('@full-chromium'))
        expect(test.annotations, test.title).not.toEqual([]);
      // The full browser runs in light only: a test in dark too runs in the shell.
      if (test.tags.includes('@full-chromium'))
        expect(test.tags, test.title).not.toContain('@schemes');
    }
  }, 120_000);
});
