import { describe, expect, it } from 'vitest';
import type { SerializedError, TestModule } from 'vitest/node';
import { failuresSummary, MESSAGE_LINES } from './failures-last';

// Vitest's TestModule, reduced to what the summary reads: its path, its own errors, its tests.
const module = (
  id: string,
  failed: { fullName: string; errors: SerializedError[] }[],
  errors: SerializedError[] = [],
) =>
  ({
    relativeModuleId: id,
    errors: () => errors,
    children: {
      *allTests(state?: string) {
        if (state !== 'failed') throw new Error('the summary asks for the failed tests only');
        for (const t of failed)
          yield { fullName: t.fullName, result: () => ({ errors: t.errors }) };
      },
    },
  }) as unknown as TestModule;

const error = (fields: Partial<SerializedError>): SerializedError =>
  ({ name: 'AssertionError', message: 'boom', ...fields }) as SerializedError;

describe('the failures summary at the end of standard output', () => {
  it('is empty when nothing failed', () => {
    expect(failuresSummary([module('a.test.ts', [])], [])).toEqual([]);
  });

  it('names the file and test, then the message, the diff and our frames, without colours', () => {
    const lines = failuresSummary(
      [
        module('src/a.test.tsx', [
          {
            fullName: 'journey › freezes',
            errors: [
              error({
                message: '\u001b[2mexpect(element).toBeVisible()\u001b[22m',
                diff: '- Expected\n+ Received',
                stack: [
                  'AssertionError: boom',
                  '    at Proxy.x (file:///r/node_modules/@vitest/expect/dist/index.js:1:1)',
                  '    at /r/src/a.test.tsx:56:77',
                  '    at new Promise (<anonymous>)',
                  '    at node:internal/process/task_queues:95:5',
                ].join('\n'),
              }),
            ],
          },
        ]),
      ],
      [],
    );
    expect(lines).toEqual([
      '',
      '== what failed (failures-last) ==',
      '✗ src/a.test.tsx › journey › freezes',
      '    AssertionError: expect(element).toBeVisible()',
      '    - Expected',
      '    + Received',
      '        at /r/src/a.test.tsx:56:77',
    ]);
  });

  it('names a file that failed to load, an unhandled error, and cuts a long message', () => {
    const long = Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n');
    const lines = failuresSummary(
      [module('src/b.test.ts', [], [error({ name: 'SyntaxError', message: 'Unexpected' })])],
      [error({ name: 'TypeError', message: long })],
    );
    expect(lines.slice(2, 4)).toEqual(['✗ src/b.test.ts', 'SyntaxError: Unexpected']);
    expect(lines[4]).toBe('✗ unhandled error');
    expect(lines.slice(5)).toHaveLength(MESSAGE_LINES);
    expect(lines.at(-1)).toBe(`line ${MESSAGE_LINES - 1}`);
  });
});
