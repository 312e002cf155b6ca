import { stripVTControlCharacters } from 'node:util';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * A Vitest reporter that ends the run's standard output with what failed: each failed test's file,
 * name and the first lines of its error. Vitest's own reporter writes failures to standard error,
 * and CI keeps only the end of standard output, so a red run read "1 failed" and no name
 * (stop 60, decision 033 tenth pass). Nothing is printed when everything passed.
 */
export default class FailuresLast implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>) {
    const lines = failuresSummary(modules, unhandled);
    if (lines.length) process.stdout.write(`${lines.join('\n')}\n`);
  }
}

/** At most this many lines of an error's message, and of its diff. */
export const MESSAGE_LINES = 12;

/** The message (and the diff of an expectation), then where in our code it was thrown. */
const errorLines = (error: SerializedError): string[] => {
  const clean = (text: string | undefined) =>
    text ? stripVTControlCharacters(text).split('\n') : [];
  const message = clean(`${error.name ?? 'Error'}: ${error.message}`).slice(0, MESSAGE_LINES);
  const diff = clean(typeof error.diff === 'string' ? error.diff : undefined).slice(
    0,
    MESSAGE_LINES,
  );
  const ours = clean(error.stack).filter(
    (line) => /^\s+at /.test(line) && !/node_modules|node:|<anonymous>/.test(line),
  );
  return [...message, ...diff, ...ours.slice(0, 3)];
};

export function failuresSummary(
  modules: ReadonlyArray<TestModule>,
  unhandled: ReadonlyArray<SerializedError>,
): string[] {
  const lines: string[] = [];
  for (const module of modules) {
    for (const error of module.errors())
      lines.push(`✗ ${module.relativeModuleId}`, ...errorLines(error));
    for (const test of module.children.allTests('failed')) {
      const result = test.result();
      lines.push(`✗ ${module.relativeModuleId} › ${test.fullName}`);
      for (const error of result.errors ?? [])
        lines.push(...errorLines(error).map((l) => `    ${l}`));
    }
  }
  for (const error of unhandled) lines.push('✗ unhandled error', ...errorLines(error));
  return lines.length ? ['', '== what failed (failures-last) ==', ...lines] : [];
}
