import { readFileSync, statSync } from 'node:fs';
import type { Service } from '../index';
import { checkFixture } from './fixture/check-fixture';
import { FIXTURE_MAX_BYTES } from './fixture/fixture-file';
import { runFixture } from './fixture/run-fixture';

/**
 * `npm run api -- --fixture FILE` (issue #50 item 5, decision 041): a new account built by the
 * file's steps before the server listens, as `--scenario` builds one; its seed is printed (the
 * developer's own terminal). A file that is not valid runs nothing; a step that fails stops the
 * run there, naming it.
 */
export async function fixtureAccount(service: Service, file: string): Promise<string> {
  let text: string;
  try {
    const { size } = statSync(file);
    if (size > FIXTURE_MAX_BYTES)
      throw new Error(`it has ${size} bytes; a fixture has at most ${FIXTURE_MAX_BYTES}`);
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`--fixture ${file}: ${(error as Error).message}`);
  }
  const checked = checkFixture(text);
  if ('errors' in checked)
    throw new Error(`--fixture ${file} is not a valid fixture:\n  ${checked.errors.join('\n  ')}`);
  const steps = checked.fixture.steps.length;
  try {
    const { seed } = await runFixture(service, checked.fixture);
    return `Fixture ${file} ran ${steps} ${steps === 1 ? 'step' : 'steps'} in a new account. Seed: ${seed}`;
  } catch (error) {
    throw new Error(`--fixture ${file}: ${(error as Error).message}`);
  }
}
