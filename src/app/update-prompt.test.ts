import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { startUpdatePrompt, UPDATE_CHECK_MS, UPDATE_TOAST_ID } from './update-prompt';

type Toast = { id: string; duration: number; action: { label: string; onClick: () => void } };

/** startUpdatePrompt with a fake vite-plugin-pwa registration and toast. */
function start() {
  let options: RegisterSWOptions = {};
  const activateUpdate = vi.fn(async () => undefined);
  const register = vi.fn((o: RegisterSWOptions = {}) => {
    options = o;
    return activateUpdate;
  });
  const showToast = vi.fn();
  startUpdatePrompt({ register, showToast });
  const lastToast = () => showToast.mock.lastCall as [string, Toast] | undefined;
  return { options: () => options, activateUpdate, showToast, lastToast };
}

describe('startUpdatePrompt', () => {
  afterEach(() => vi.useRealTimers());

  it('says nothing until a new build is waiting', () => {
    const { showToast, activateUpdate } = start();
    expect(showToast).not.toHaveBeenCalled();
    expect(activateUpdate).not.toHaveBeenCalled();
  });

  it('announces a waiting build in a toast that stays, and activates it only on Reload', () => {
    const { options, activateUpdate, lastToast } = start();
    options().onNeedRefresh!();
    const [message, toast] = lastToast()!;
    expect(message).toBe('Update available');
    expect(toast).toMatchObject({ id: UPDATE_TOAST_ID, duration: Infinity });
    expect(toast.action.label).toBe('Reload');
    expect(activateUpdate).not.toHaveBeenCalled();

    toast.action.onClick();
    expect(activateUpdate).toHaveBeenCalledTimes(1);
  });

  it('one toast however often the build is announced (same id)', () => {
    const { options, showToast } = start();
    options().onNeedRefresh!();
    options().onNeedRefresh!();
    const ids = showToast.mock.calls.map((call) => (call[1] as Toast).id);
    expect(new Set(ids)).toEqual(new Set([UPDATE_TOAST_ID]));
  });

  it('asks for a new build every hour while online', () => {
    vi.useFakeTimers();
    const { options } = start();
    const update = vi.fn(async () => undefined);
    options().onRegisteredSW!('/sw.js', { update } as unknown as ServiceWorkerRegistration);
    vi.advanceTimersByTime(UPDATE_CHECK_MS - 1);
    expect(update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(update).toHaveBeenCalledTimes(1);

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(update).toHaveBeenCalledTimes(1);
    onLine.mockReturnValue(true);
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(update).toHaveBeenCalledTimes(2);
  });
});
