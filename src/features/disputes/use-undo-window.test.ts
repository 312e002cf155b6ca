import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNDO_MS, useUndoWindow } from './use-undo-window';

afterEach(() => vi.useRealTimers());

describe('the undo window of "Not me"', () => {
  it('is open for 10 s from the freeze, then closes; a new freeze opens it again', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ since }) => useUndoWindow(since), {
      initialProps: { since: null as number | null },
    });
    expect(result.current).toBe(false);
    rerender({ since: 1 });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(UNDO_MS - 1));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
    rerender({ since: 2 });
    expect(result.current).toBe(true);
    expect(UNDO_MS).toBe(10_000);
  });
});
