import { useMutation } from '@tanstack/react-query';
import { write } from './idempotency';
import { generateResponseSchema, type GenerateParams } from '../contract/generate';

/** `POST /` — a new seed, a card preview and a funding wallet. Called without a seed. */
export const generate = write(generateResponseSchema, (body: GenerateParams) => ({
  method: 'POST',
  path: '/',
  body,
  auth: false,
  rootErrors: true,
}));

/** The result holds the new seed: callers move it into the session and do not keep the mutation around. */
export function useGenerate() {
  return useMutation({ mutationFn: generate, gcTime: 0 });
}
