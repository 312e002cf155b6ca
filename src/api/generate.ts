import { useMutation } from '@tanstack/react-query';
import { apiClient } from './client';
import { keyFor, type WithIdempotency } from './idempotency';
import { generateResponseSchema, type GenerateParams } from '../contract/generate';

/** `POST /` — a new seed, a card preview and a funding wallet. Called without a seed. */
export function generate(params: GenerateParams & WithIdempotency = {}) {
  const { idempotencyKey, ...body } = params;
  return apiClient.request(generateResponseSchema, {
    method: 'POST',
    path: '/',
    body,
    auth: false,
    rootErrors: true,
    idempotencyKey: idempotencyKey ?? keyFor(params),
  });
}

/** The result holds the new seed: callers move it into the session and do not keep the mutation around. */
export function useGenerate() {
  return useMutation({ mutationFn: generate, gcTime: 0 });
}
