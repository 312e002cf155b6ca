/**
 * Runs `task` when the browser is idle (at the latest after `timeoutMs`), for work the first paint
 * does not need. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, Math.min(timeoutMs, 1000));
  return () => clearTimeout(id);
}
