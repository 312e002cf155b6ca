/// <reference lib="webworker" />
import { startDemoSandbox, type DemoSandbox } from './browser';
import { readStoredRows } from './stored-rows';
import type { FromWorker, ToWorker } from './worker-protocol';

/**
 * The demo's sandbox in a worker (decision 005, issue #35): parsing the service's code, reading
 * its IndexedDB rows and answering requests happen here, not on the page's main thread, which a
 * signed-in page's first paint and input wait on. The page hands every API request over
 * (worker-client.ts) and gets the answer back as it would from a server.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromWorker, transfer: Transferable[] = []) =>
  scope.postMessage(message, transfer);

// The rows are read while the rest of the worker starts (main.tsx did this on the page before).
const early = readStoredRows().catch(() => undefined);
/** `pagehide` and `pageshow`, as the page reports them: the cross-tab lock listens (page-lock.ts). */
const pageEvents = new EventTarget();
const aborts = new Map<number, AbortController>();
let sandbox: Promise<DemoSandbox> | undefined;

scope.onmessage = ({ data }: MessageEvent<ToWorker>) => {
  switch (data.type) {
    case 'start': {
      const { latencyMs, legacy } = data;
      sandbox = startDemoSandbox({
        latencyMs,
        early,
        noFallback: true,
        pageEvents,
        legacy: {
          read: () => (legacy ? JSON.parse(legacy) : null),
          forget: () => post({ type: 'forget-legacy' }),
        },
      });
      sandbox.then(
        () => post({ type: 'ready' }),
        (error: unknown) => post({ type: 'unavailable', message: String(error) }),
      );
      return;
    }
    case 'request':
      return void answer(data);
    case 'abort':
      return aborts.get(data.id)?.abort(new DOMException('The request was aborted.', 'AbortError'));
    case 'reset':
      return void sandbox
        ?.then((s) => s.reset())
        .then(
          () => post({ type: 'reset-done', id: data.id }),
          (error: unknown) => post({ type: 'reset-done', id: data.id, message: String(error) }),
        );
    case 'page': {
      const event = new Event(data.event);
      Object.defineProperty(event, 'persisted', { value: data.persisted });
      pageEvents.dispatchEvent(event);
    }
  }
};

async function answer(message: Extract<ToWorker, { type: 'request' }>) {
  const { id } = message;
  const abort = new AbortController();
  aborts.set(id, abort);
  try {
    const s = await sandbox!;
    const response = await s.handle(
      new Request(message.url, {
        method: message.method,
        headers: message.headers,
        body: message.body,
        signal: abort.signal,
      }),
    );
    post({
      type: 'head',
      id,
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
    });
    const reader = response.body?.getReader();
    abort.signal.addEventListener('abort', () => void reader?.cancel().catch(() => undefined));
    for (;;) {
      const next = await reader?.read();
      if (!next || next.done) break;
      // Moved, not copied, unless the chunk is a view into a larger buffer.
      const whole = next.value.byteLength === next.value.buffer.byteLength;
      const chunk = whole ? next.value : next.value.slice();
      post({ type: 'chunk', id, chunk }, [chunk.buffer]);
    }
    post({ type: 'end', id });
  } catch (error) {
    post({ type: 'failed', id, message: (error as Error)?.message ?? String(error) });
  } finally {
    aborts.delete(id);
  }
}
