/**
 * An integrator's fund flow, written against the types openapi-typescript generates from the
 * sandbox's document (decision 037). Not part of the project's build (tsconfig excludes it):
 * `openapi-document.test.ts` generates `./openapi.gen.ts` beside a copy of it and runs tsc on the
 * two. Each `@ts-expect-error` must be an error, or tsc fails: the document must say so.
 */
import type { paths } from './openapi.gen';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type ListCards = paths['/cards']['get'];
type FundCard = paths['/cards/{card_id}/fund']['post'];
type RegisterWebhook = paths['/webhooks']['post'];
type GetChallenge = paths['/3ds/{challenge_id}']['get'];
type CompleteChallenge = paths['/sandbox/3ds/{challenge_id}/complete']['post'];

async function send<T>(api: string, seed: string, method: string, path: string, body?: unknown) {
  const response = await fetch(api + path, {
    method,
    headers: { 'X-Seed': seed, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

export async function fundFlow(api: string, seed: string, hookUrl: string) {
  const query: NonNullable<ListCards['parameters']['query']> = { per_page: 10, status: 'active' };
  const page = await send<Json<ListCards['responses'][200]>>(
    api,
    seed,
    'GET',
    `/cards?per_page=${query.per_page}&status=${query.status}`,
  );
  const card = page.data[0];
  if (!card) return null;
  const where: FundCard['parameters']['path'] = { card_id: card.id };
  const body: Json<FundCard['requestBody']> = { amount: 25 };
  const funded = await send<Json<FundCard['responses'][200]>>(
    api,
    seed,
    'POST',
    `/cards/${where.card_id}/fund`,
    body,
  );
  const newBalance: number = funded.new_balance;

  const registration: Json<RegisterWebhook['requestBody']> = { url: hookUrl, events: ['*'] };
  const hook = await send<Json<RegisterWebhook['responses'][201]>>(
    api,
    seed,
    'POST',
    '/webhooks',
    registration,
  );
  const secret: string = hook.secret;

  const challengeId: GetChallenge['parameters']['path']['challenge_id'] = '3ds_example';
  const challenge = await send<Json<GetChallenge['responses'][200]>>(
    api,
    seed,
    'GET',
    `/3ds/${challengeId}`,
  );
  const answer: Json<CompleteChallenge['requestBody']> = { otp: challenge.otp ?? '000000' };
  const settled = await send<Json<CompleteChallenge['responses'][200]>>(
    api,
    seed,
    'POST',
    `/sandbox/3ds/${challengeId}/complete`,
    answer,
  );
  return { newBalance, secret, transaction: settled.id, merchant: settled.merchant.name };
}

// @ts-expect-error `per_page` is an integer, not text
export const textPerPage: NonNullable<ListCards['parameters']['query']> = { per_page: '10' };
// @ts-expect-error a fund needs its amount
export const noAmount: Json<FundCard['requestBody']> = {};
// @ts-expect-error the registration's answer always has its secret
export const noSecret: Json<RegisterWebhook['responses'][201]> = {
  id: 'wh_1',
  url: 'https://example.com/hook',
  events: ['*'],
  active: true,
  created_at: '2026-11-29T08:00:00.000Z',
};
// @ts-expect-error answering a challenge needs its one-time code
export const noOtp: Json<CompleteChallenge['requestBody']> = {};
// @ts-expect-error the path parameter is named as the spec names it: `card_id`, not `id`
export const oldName: FundCard['parameters']['path'] = { id: 'card_1' };
