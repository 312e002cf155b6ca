import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Which test files need a module graph of their own (decision 033, ninth pass). Vitest's workers
 * run files one after another in one graph and one page (`isolate: false`): a file then pays no
 * new process, jsdom or import of the app — half the suite's CPU. A file that replaces a module
 * (`vi.mock`, `vi.doMock`) or empties the graph (`vi.resetModules`) cannot share it: a module
 * another file already imported stays the real one, and a replaced one would stay replaced for
 * the next file. Those files, found by reading them, run isolated. What a test leaves in the
 * shared page is cleared after it (src/test/setup.ts).
 */
const REPLACES_MODULES = /\bvi\s*\.\s*(mock|doMock|resetModules|unmock|doUnmock)\s*\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The test files under `dirs` (relative to `root`) that replace modules, as paths from `root`. */
export function filesThatReplaceModules(root: string, dirs: string[]): string[] {
  return dirs
    .flatMap((dir) => testFiles(join(root, dir)))
    .filter((path) => REPLACES_MODULES.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path).split('\\').join('/'))
    .sort();
}
