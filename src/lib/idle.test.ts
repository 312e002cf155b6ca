import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdIdleWorkWhile, whenIdle } from './idle';

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    holdIdleWorkWhile(() => false);
    vi.useRealTimers();
  });

  it('runs the task once the browser is idle', () => {
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits while the page is fetching its data, then runs', () => {
    let busy = true;
    holdIdleWorkWhile(() => busy);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    busy = false;
    vi.advanceTimersByTime(1100);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after 10 s even if a request never ends', () => {
    holdIdleWorkWhile(() => true);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(9000);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled while waiting', () => {
    holdIdleWorkWhile(() => true);
    const task = vi.fn();
    const cancel = whenIdle(task);
    vi.advanceTimersByTime(3000);
    cancel();
    vi.advanceTimersByTime(20_000);
    expect(task).not.toHaveBeenCalled();
  });
});
