import { API_BASE_PATH } from '../../contract/errors';
import type { Service } from '../index';

/**
 * `npm run api -- --scenario NAME [--random-seed N]` (issue #31; the seed: decision 036): a new
 * account with the named scenario, made through the service's own route (so it is durable and
 * counted like any sign-up) before the server listens. Its seed is printed: this is the
 * developer's own terminal, as with a curl.
 */
export async function scenarioAccount(
  service: Service,
  name: string,
  randomSeed?: number,
): Promise<string> {
  const path = `${API_BASE_PATH}/sandbox/scenarios/${encodeURIComponent(name)}/accounts`;
  const response = await service.handle(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      ...(randomSeed === undefined
        ? {}
        : {
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ random_seed: randomSeed }),
          }),
    }),
    { address: '127.0.0.1' },
  );
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status !== 201) throw new Error(`--scenario ${name}: ${String(body.message)}`);
  return (
    `Scenario ${name} loaded into a new account (${String(body.cards)} cards, ` +
    `${String(body.transactions)} transactions` +
    (randomSeed === undefined ? '' : `, random seed ${randomSeed}`) +
    `). Seed: ${String(body.seed)}`
  );
}
