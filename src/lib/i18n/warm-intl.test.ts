import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntlOffThread } from './warm-intl';

/** A worker that records what it was sent and answers as the real one does. */
class FakeWorker extends EventTarget {
  sent: unknown[] = [];
  terminated = false;
  postMessage(data: unknown) {
    this.sent.push(data);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('the language data warmed off the main thread', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the worker the page's language and ends it once it has answered", () => {
    vi.stubGlobal('Worker', FakeWorker);
    const worker = new FakeWorker();
    warmIntlOffThread('fr', () => worker as unknown as Worker);
    expect(worker.sent).toEqual(['fr']);
    expect(worker.terminated).toBe(false);
    worker.dispatchEvent(new MessageEvent('message', { data: 'warm' }));
    expect(worker.terminated).toBe(true);
  });

  it('ends a worker that failed, and does nothing where workers cannot start', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const worker = new FakeWorker();
    warmIntlOffThread('en', () => worker as unknown as Worker);
    worker.dispatchEvent(new Event('error'));
    expect(worker.terminated).toBe(true);
    expect(() =>
      warmIntlOffThread('en', () => {
        throw new DOMException('blocked', 'SecurityError');
      }),
    ).not.toThrow();
    vi.stubGlobal('Worker', undefined);
    const never = vi.fn();
    warmIntlOffThread('en', never);
    expect(never).not.toHaveBeenCalled();
  });
});

describe('the warming worker', () => {
  it('makes the formatters for the language it is sent, then answers', async () => {
    const posted: unknown[] = [];
    const scope = {
      onmessage: null as ((e: MessageEvent) => void) | null,
      postMessage: (d: unknown) => posted.push(d),
    };
    vi.stubGlobal('self', scope);
    const made: unknown[] = [];
    const { NumberFormat, DateTimeFormat } = Intl;
    vi.stubGlobal('Intl', {
      NumberFormat: function (locale: string, options: Intl.NumberFormatOptions) {
        made.push(['number', locale, options]);
        return new NumberFormat(locale, options);
      },
      DateTimeFormat: function (locale: string, options: Intl.DateTimeFormatOptions) {
        made.push(['date', locale, options]);
        return new DateTimeFormat(locale, options);
      },
    });
    await import('./intl-warm-worker');
    scope.onmessage!(new MessageEvent('message', { data: 'vi' }));
    expect(made).toEqual([
      ['number', 'vi', { style: 'currency', currency: 'USD' }],
      ['date', 'vi', { dateStyle: 'medium' }],
    ]);
    expect(posted).toEqual(['warm']);
    vi.unstubAllGlobals();
  });
});
