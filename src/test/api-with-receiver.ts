import { afterAll, beforeAll } from 'vitest';
import { startApi, webhookReceiver, type Api, type Receiver } from './api-process';

/**
 * For a describe block: `npm run api` allowed to deliver to a local webhook receiver, and that
 * receiver, started before its tests and stopped after them; streams end after a second so
 * `streamedEvents` can read them to their end.
 */
export function apiWithReceiver(): { readonly api: Api; readonly local: Receiver } {
  const both = {} as { api: Api; local: Receiver };
  beforeAll(async () => {
    both.local = await webhookReceiver();
    both.api = await startApi(['--quiet', '--allow-private-webhooks'], {
      SANDBOX_STREAM_MAX_AGE_MS: '1000',
    });
  }, 30_000);
  afterAll(async () => {
    await both.api?.stop();
    await both.local?.close();
  });
  return both;
}
