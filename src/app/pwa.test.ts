import { beforeEach, describe, expect, it, vi } from 'vitest';

const startUpdatePrompt = vi.fn();
vi.mock('./update-prompt', () => ({ startUpdatePrompt }));
const idle: Array<() => void> = [];
vi.mock('../lib/idle', () => ({
  whenIdle: (task: () => void) => {
    idle.push(task);
    return () => undefined;
  },
}));

const { registerServiceWorker } = await import('./pwa');

describe('registerServiceWorker', () => {
  beforeEach(() => {
    idle.length = 0;
    startUpdatePrompt.mockClear();
  });

  it('waits for the page to be idle, then loads the registration', async () => {
    registerServiceWorker(true);
    expect(startUpdatePrompt).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    await vi.waitFor(() => expect(startUpdatePrompt).toHaveBeenCalledTimes(1));
  });

  it('does nothing outside a build (the dev server, tests) or without service workers', () => {
    registerServiceWorker();
    registerServiceWorker(false);
    expect(idle).toHaveLength(0);
    expect(startUpdatePrompt).not.toHaveBeenCalled();
  });
});
