import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { rendered, writesSettled } from './rendered-clients';

/** A client with one write started, and the way to end it. */
function clientWithWrite() {
  const client = new QueryClient();
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  void new MutationObserver(client, { mutationFn: () => done }).mutate();
  rendered(client);
  return { client, finish };
}

describe('a test ends once its writes have landed', () => {
  it('waits for a write in flight', async () => {
    const { client, finish } = clientWithWrite();
    expect(client.isMutating()).toBe(1);
    setTimeout(finish, 50);
    await writesSettled();
    expect(client.isMutating()).toBe(0);
  });

  it('says so when a write never lands, and forgets the client', async () => {
    clientWithWrite();
    await expect(writesSettled(100)).rejects.toThrow(/1 write\(s\) of its app still in flight/);
    await expect(writesSettled(100)).resolves.toBeUndefined();
  });
});
