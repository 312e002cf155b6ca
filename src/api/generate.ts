import { write } from './idempotency';
import type { GenerateParams } from '../contract/generate';
import * as wire from './wire-readers.gen';

/**
 * `POST /` — a new seed, a card preview and a funding wallet. Called without a seed, and not through
 * React Query: the result holds the seed, which onboarding moves into the session and no cache keeps.
 */
export const generate = write(wire.postGenerate, (body: GenerateParams) => ({
  body,
}));
