import { createInterface } from 'node:readline';
import { SEED_FORMAT } from '../domain/accounts';

/**
 * A seed for a command-line tool, never from its arguments (every user of the machine can read
 * a process's arguments, e.g. with `ps`): the SANDBOX_SEED variable, or else the first line of
 * standard input (piped, or typed at a prompt). Null when neither gives one; throws on a line
 * that is not a seed (the message does not repeat it).
 */
export async function seedFromInput(prompt: string): Promise<string | null> {
  const fromEnv = process.env.SANDBOX_SEED?.trim();
  const seed = fromEnv || (await firstLine(prompt));
  if (!seed) return null;
  if (!SEED_FORMAT.test(seed))
    throw new Error('That is not a seed: it looks like XXXX-XXXX-XXXX-XXXX.');
  return seed;
}

async function firstLine(prompt: string): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write(prompt);
  const lines = createInterface({ input: process.stdin, terminal: false });
  try {
    for await (const line of lines) return line.trim();
    return '';
  } finally {
    lines.close();
  }
}
