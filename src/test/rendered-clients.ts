import type { QueryClient } from '@tanstack/react-query';

/** The clients of the apps a test rendered (test/render.tsx); emptied as the test ends. */
const clients = new Set<QueryClient>();

export function rendered(client: QueryClient): void {
  clients.add(client);
}

/**
 * Waits, as a test ends, until its apps have no write in flight, then forgets them. The API client
 * is the worker's (`configureApi`), and each test's sandbox makes the same ids (seed 11): a write
 * still on its way when the next test configures its sandbox lands there, on that test's card (a
 * "Not me" freeze did, in a run with the card's answer slowed; decision 033, thirteenth pass).
 * None of the 1,412 dom tests ended with one in flight when this was written. 8 s: inside
 * Vitest's 10 s for a hook, so the reason is said rather than a timeout.
 */
export async function writesSettled(timeoutMs = 8_000): Promise<void> {
  const inFlight = () => [...clients].reduce((n, client) => n + client.isMutating(), 0);
  const until = Date.now() + timeoutMs;
  while (inFlight() > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
  const left = inFlight();
  clients.clear();
  if (left > 0)
    throw new Error(
      `The test ended with ${left} write(s) of its app still in flight after ${timeoutMs} ms: ` +
        'wait for what the page shows once they are done.',
    );
}
