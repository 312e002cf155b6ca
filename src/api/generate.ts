import { write } from './idempotency';
import { generateOperations, type GenerateParams } from '../contract/generate';

/**
 * `POST /` — a new seed, a card preview and a funding wallet. Called without a seed, and not through
 * React Query: the result holds the seed, which onboarding moves into the session and no cache keeps.
 */
export const generate = write(generateOperations.postGenerate, (body: GenerateParams) => ({
  body,
}));
