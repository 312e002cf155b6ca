import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdIdleWorkWhile, whenIdle } from './idle';

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    holdIdleWorkWhile(() => false);
    vi.useRealTimers();
  });

  it('runs the task once the page has been quiet for 3 s and the browser is idle', () => {
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(2900);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits while the page is fetching its data, then 3 s more, then runs', () => {
    let busy = true;
    holdIdleWorkWhile(() => busy);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    busy = false;
    vi.advanceTimersByTime(2800);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1300);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts counting again when the page fetches during the quiet time (a second round)', () => {
    let busy = false;
    holdIdleWorkWhile(() => busy);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(2000);
    busy = true;
    vi.advanceTimersByTime(300);
    busy = false;
    vi.advanceTimersByTime(2800);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1300);
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
