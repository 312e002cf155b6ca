type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a task of its own, after what the browser has queued: work that follows runs apart
 * from the task that called. `scheduler.yield()` where the browser has it (Chromium), a message to
 * itself elsewhere (a timer would wait ≥ 4 ms once nested, and fake timers in tests would hold it).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
