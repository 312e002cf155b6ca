import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DemoSandbox } from './browser';
import { PageLeftError } from './page-lock';
import type { startSandboxWorker as StartSandboxWorker } from './worker-client';

/**
 * The page's side (worker-client.ts) and the worker's (sandbox-worker.ts) talking through a
 * structured-clone channel like a worker's, with the sandbox itself replaced: what crosses is
 * tested here; the sandbox behind it is the same one every e2e test uses.
 */
const sandbox = vi.hoisted(() => ({
  handle: (async () => new Response()) as DemoSandbox['handle'],
  reset: async () => undefined as void,
  options: undefined as unknown as Record<string, unknown> & {
    legacy: { read(): unknown; forget(): void };
    pageEvents: EventTarget;
  },
  fail: null as Error | null,
}));
vi.mock('./browser', () => ({
  startDemoSandbox: async (options: typeof sandbox.options) => {
    if (sandbox.fail) throw sandbox.fail;
    sandbox.options = options;
    return { handle: (r: Request) => sandbox.handle(r), reset: () => sandbox.reset() };
  },
}));
vi.mock('./stored-rows', () => ({ readStoredRows: async () => undefined }));

type Listener = ((event: { data: unknown }) => void) | null;
const scope = { onmessage: null as Listener, postMessage: (_: unknown, __?: Transferable[]) => {} };
const deliver = (to: () => Listener, data: unknown, transfer: Transferable[] = []) =>
  setTimeout(() => to()?.({ data: structuredClone(data, { transfer }) }));
/** The worker's scope answers the last worker made; an ended one hears and says nothing. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: Listener = null;
  onerror: unknown = null;
  ended = false;
  constructor() {
    FakeWorker.made.push(this);
    scope.postMessage = (data, transfer) =>
      deliver(() => (this.ended ? null : this.onmessage), data, transfer);
  }
  postMessage(data: unknown, transfer?: Transferable[]) {
    if (!this.ended) deliver(() => scope.onmessage, data, transfer);
  }
  terminate() {
    this.ended = true;
  }
}

let startWorker: typeof StartSandboxWorker;
const startSandboxWorker = () => startWorker(() => new FakeWorker() as unknown as Worker);
beforeAll(async () => {
  vi.stubGlobal('self', scope);
  await import('./sandbox-worker');
  ({ startSandboxWorker: startWorker } = await import('./worker-client'));
});
afterEach(() => {
  sandbox.fail = null;
  localStorage.clear();
});

describe('the demo sandbox in a worker', () => {
  it('hands a request over whole and brings the answer back whole', async () => {
    let seen: { method: string; url: string; key: string | null; body: string } | undefined;
    sandbox.handle = async (r) => {
      seen = { method: r.method, url: r.url, key: r.headers.get('x-seed'), body: await r.text() };
      return Response.json({ ok: true }, { status: 201, headers: { 'x-request-id': 'req_1' } });
    };
    const demo = await startSandboxWorker();
    const answer = await demo.handle(
      new Request('http://app.test/v1/api/cards', {
        method: 'POST',
        headers: { 'X-Seed': 'S', 'Content-Type': 'application/json' },
        body: '{"label":"Groceries"}',
      }),
    );
    expect(seen).toEqual({
      method: 'POST',
      url: 'http://app.test/v1/api/cards',
      key: 'S',
      body: '{"label":"Groceries"}',
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-request-id')).toBe('req_1');
    expect(await answer.json()).toEqual({ ok: true });
  });

  it('answers without a body where the status has none', async () => {
    sandbox.handle = async () => new Response(null, { status: 204 });
    const demo = await startSandboxWorker();
    const answer = await demo.handle(new Request('http://app.test/v1/api/x', { method: 'DELETE' }));
    expect(answer.status).toBe(204);
    expect(answer.body).toBeNull();
  });

  it('streams an answer that does not end, and stops the worker reading it when the page stops', async () => {
    let cancelled = false;
    sandbox.handle = async () =>
      new Response(
        new ReadableStream({
          start(c) {
            c.enqueue(new TextEncoder().encode('event: a\n\n'));
            c.enqueue(new TextEncoder().encode('event: b\n\n'));
          },
          cancel: () => void (cancelled = true),
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    const demo = await startSandboxWorker();
    const answer = await demo.handle(new Request('http://app.test/v1/api/events'));
    const reader = answer.body!.getReader();
    const text = new TextDecoder();
    let read = '';
    while (!read.includes('event: b')) read += text.decode((await reader.read()).value);
    expect(read).toBe('event: a\n\nevent: b\n\n');
    await reader.cancel();
    await vi.waitFor(() => expect(cancelled).toBe(true));
  });

  it('aborts in the worker what the page aborted, and the page gets the abort', async () => {
    let signal: AbortSignal | undefined;
    sandbox.handle = (r) => {
      signal = r.signal;
      return new Promise(() => undefined);
    };
    const demo = await startSandboxWorker();
    const abort = new AbortController();
    const answer = demo.handle(
      new Request('http://app.test/v1/api/cards', { signal: abort.signal }),
    );
    await vi.waitFor(() => expect(signal).toBeDefined());
    abort.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(signal!.aborted).toBe(true));
  });

  it('says why a request failed in the worker', async () => {
    sandbox.handle = async () => {
      throw new Error('The page was left before the demo answered.');
    };
    const demo = await startSandboxWorker();
    await expect(demo.handle(new Request('http://app.test/v1/api/cards'))).rejects.toThrow(
      'The page was left before the demo answered.',
    );
  });

  it('refuses to start without IndexedDB in the worker (the page then runs the sandbox)', async () => {
    sandbox.fail = new Error('IndexedDB is unavailable');
    await expect(startSandboxWorker()).rejects.toThrow('IndexedDB is unavailable');
  });

  it("moves the page's old localStorage snapshot: the worker reads it, the page removes it", async () => {
    localStorage.setItem('vcs.sandbox.v1', '{"version":1}');
    await startSandboxWorker();
    expect(sandbox.options.legacy.read()).toEqual({ version: 1 });
    sandbox.options.legacy.forget();
    await vi.waitFor(() => expect(localStorage.getItem('vcs.sandbox.v1')).toBeNull());
  });

  it("resets, says a reset's failure, and passes the page's leaving on to the lock", async () => {
    const demo = await startSandboxWorker();
    await expect(demo.reset()).resolves.toBeUndefined();
    sandbox.reset = async () => {
      throw new Error('blocked');
    };
    await expect(demo.reset()).rejects.toThrow('blocked');

    const left = vi.fn();
    sandbox.options.pageEvents.addEventListener('pagehide', left);
    dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(left).toHaveBeenCalled());
  });

  it('ends its worker when the page goes into the back/forward cache, and back, answers with a new one', async () => {
    const demo = await startSandboxWorker();
    const seen: string[] = [];
    sandbox.handle = (r) => {
      seen.push(`${r.method} ${r.headers.get('x-idempotency-key')}`);
      return new Promise(() => undefined); // The lock is held, or waited for, as the page leaves.
    };
    const api = 'http://app.test/v1/api/cards';
    const read = demo.handle(new Request(api));
    const keyed = { 'X-Idempotency-Key': 'k1' };
    const change = demo.handle(new Request(api, { method: 'POST', headers: keyed, body: '{}' }));
    const unkeyed = demo.handle(new Request(api, { method: 'POST', body: '{}' }));
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    const first = FakeWorker.made.at(-1)!;

    const leave = Object.assign(new Event('pagehide'), { persisted: true });
    dispatchEvent(leave);
    // Ended, its lock and its place in the lock's queue go with it (page-lock.ts).
    expect(first.ended).toBe(true);
    // A change without a key cannot be sent again: it may have gone through.
    await expect(unkeyed).rejects.toBeInstanceOf(PageLeftError);
    await expect(demo.reset()).rejects.toThrow(new PageLeftError().message);
    const whileAway = demo.handle(new Request(`${api}?while=away`));

    sandbox.handle = async (r) =>
      Response.json({ url: r.url, key: r.headers.get('x-idempotency-key'), body: await r.text() });
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(FakeWorker.made.at(-1)).not.toBe(first);
    expect(await (await read).json()).toEqual({ url: api, key: null, body: '' });
    // The same key: the service answers from what it kept if the first try had committed.
    expect(await (await change).json()).toEqual({ url: api, key: 'k1', body: '{}' });
    expect(await (await whileAway).json()).toMatchObject({ url: `${api}?while=away` });
  });

  it('a page cached before its worker was ready gets its sandbox from the next one', async () => {
    sandbox.handle = async () => Response.json({ ok: true });
    const starting = startSandboxWorker();
    const first = FakeWorker.made.at(-1)!;
    dispatchEvent(Object.assign(new Event('pagehide'), { persisted: true }));
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(first.ended).toBe(true);
    const demo = await starting;
    expect(await (await demo.handle(new Request('http://app.test/v1/api/cards'))).json()).toEqual({
      ok: true,
    });
  });
});
