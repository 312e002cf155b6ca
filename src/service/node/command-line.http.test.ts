// @vitest-environment node
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** A command as a person runs it (`node --import tsx`, as npm does with tsx): its exit and output. */
function run(script: string, args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { env: { ...process.env, SANDBOX_SEED: '' } },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code as number | null) : 0, stdout, stderr }),
    );
    child.stdin!.end();
  });
}

const COMMANDS = [
  { name: 'npm run api', script: 'src/service/node/server.ts', flag: '--scenario' },
  { name: 'npm run listen', script: 'scripts/listen.ts', flag: '--forward-to' },
  { name: 'npm run snapshot', script: 'scripts/snapshot.ts', flag: '--server' },
];

/** Issue #50 item 1: the three commands speak to a person — a usage text, one line for a slip. */
describe('the command lines', () => {
  // Six Node starts side by side, 0.5 s of CPU each: 7.8 s in all on the shared 2-core machine
  // with tsc running alongside (load 7, 2026-11-29), so 30 s leaves room for a busier one.
  it('answer --help with their usage (exit 0) and an unknown flag with one line (exit 2)', async () => {
    const results = await Promise.all(
      COMMANDS.flatMap(({ script }) => [run(script, ['--help']), run(script, ['--bogus'])]),
    );
    COMMANDS.forEach(({ name, flag }, i) => {
      const [help, unknown] = [results[2 * i]!, results[2 * i + 1]!];
      expect(help.code, name).toBe(0);
      expect(help.stdout, name).toMatch(new RegExp(`^Usage: ${name} -- `));
      expect(help.stdout, name).toContain(flag);
      expect(help.stdout, name).toContain('--help');
      expect(unknown.code, name).toBe(2);
      expect(unknown.stdout, name).toBe('');
      expect(unknown.stderr, name).toBe(
        `${name}: Unknown option '--bogus' (see ${name} -- --help)\n`,
      );
      expect(unknown.stderr, name).not.toMatch(/^\s+at /m);
    });
    // One name per idea: the server's URL is --server for both clients; snapshot says --api's fate.
    expect(results[2]!.stdout).toContain('--server URL');
    expect(results[4]!.stdout).toMatch(/--server URL[\s\S]*--api URL, its old name/);
  }, 30_000);
});
