import type { DemoSandbox } from './browser';
import { readLatencyOverride } from './latency';
import { SANDBOX_STORAGE_KEY } from './local-store';
import { NULL_BODY_STATUSES, type FromWorker, type ToWorker } from './worker-protocol';

type Pending = {
  head: (response: Response) => void;
  fail: (error: Error) => void;
  body?: ReadableStreamDefaultController<Uint8Array>;
};

/**
 * The demo's sandbox in a worker (sandbox-worker.ts; decision 005): the page's main thread no
 * longer parses the service's code, reads its IndexedDB rows or answers requests. Resolves when
 * the worker's sandbox has started; rejects if there is no worker, it could not load, or it has
 * no IndexedDB — main.tsx then runs the sandbox in the page, as before.
 */
export function startSandboxWorker(
  create = () => new Worker(new URL('./sandbox-worker.ts', import.meta.url), { type: 'module' }),
): Promise<DemoSandbox> {
  const worker = create();
  const send = (message: ToWorker, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  const pending = new Map<number, Pending>();
  const resets = new Map<number, (message?: string) => void>();
  let nextId = 0;

  const tellPage = (e: Event) =>
    send({
      type: 'page',
      event: e.type as 'pagehide' | 'pageshow',
      persisted: (e as PageTransitionEvent).persisted,
    });
  for (const event of ['pagehide', 'pageshow']) addEventListener(event, tellPage);

  const started = new Promise<void>((resolve, reject) => {
    worker.onerror = (event) => {
      event.preventDefault();
      const error = new Error(`The sandbox worker failed: ${event.message || 'no details'}`);
      reject(error); // Before it started: the page runs the sandbox. After: what waits fails.
      for (const request of pending.values()) {
        request.fail(error);
        request.body?.error(error);
      }
      pending.clear();
    };
    worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
      if (data.type === 'ready') return resolve();
      if (data.type === 'unavailable') return reject(new Error(data.message));
      if (data.type === 'forget-legacy') return localStorage.removeItem(SANDBOX_STORAGE_KEY);
      if (data.type === 'reset-done') return resets.get(data.id)?.(data.message);
      const request = pending.get(data.id);
      if (!request) return;
      if (data.type === 'head') {
        const body = NULL_BODY_STATUSES.has(data.status)
          ? null
          : new ReadableStream<Uint8Array>({
              start: (controller) => void (request.body = controller),
              cancel: () => {
                pending.delete(data.id); // Nothing more is read: the worker stops.
                send({ type: 'abort', id: data.id });
              },
            });
        request.head(new Response(body, data));
      } else if (data.type === 'chunk') request.body?.enqueue(data.chunk);
      else {
        pending.delete(data.id);
        if (data.type === 'end') request.body?.close();
        else {
          const error = new Error(data.message);
          request.fail(error);
          request.body?.error(error);
        }
      }
    };
  });
  send({
    type: 'start',
    latencyMs: readLatencyOverride(),
    legacy: localStorage.getItem(SANDBOX_STORAGE_KEY),
  });

  const sandbox: DemoSandbox = {
    async handle(request) {
      const id = nextId++;
      const body = /^(GET|HEAD)$/.test(request.method) ? null : await request.arrayBuffer();
      return new Promise<Response>((head, fail) => {
        pending.set(id, { head, fail });
        const abort = () => {
          send({ type: 'abort', id });
          const entry = pending.get(id);
          pending.delete(id);
          fail(request.signal.reason as Error);
          entry?.body?.error(request.signal.reason);
        };
        if (request.signal.aborted) return abort();
        request.signal.addEventListener('abort', abort, { once: true });
        send(
          {
            type: 'request',
            id,
            url: request.url,
            method: request.method,
            headers: [...request.headers],
            body,
          },
          body ? [body] : [],
        );
      });
    },
    reset: () =>
      new Promise<void>((resolve, reject) => {
        const id = nextId++;
        resets.set(id, (message) => {
          resets.delete(id);
          if (message === undefined) resolve();
          else reject(new Error(message));
        });
        send({ type: 'reset', id });
      }),
  };
  return started.then(
    () => sandbox,
    (error: unknown) => {
      worker.terminate();
      for (const event of ['pagehide', 'pageshow']) removeEventListener(event, tellPage);
      throw error;
    },
  );
}
