export type ThemeChoice = 'light' | 'dark' | 'system';
const KEY = 'vcs.theme';

export function readTheme(): ThemeChoice {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

export function applyTheme(choice: ThemeChoice): void {
  const dark = choice === 'dark' || (choice === 'system' && systemPrefersDark());
  // Always one of the two: without either, CSS follows the system (index.css), as before start-up.
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.classList.toggle('light', !dark);
}

const choiceListeners = new Set<() => void>();

/** Calls `onChange` when the stored choice changes (for useSyncExternalStore). */
export function subscribeToThemeChoice(onChange: () => void): () => void {
  choiceListeners.add(onChange);
  return () => choiceListeners.delete(onChange);
}

export function saveTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, choice);
  } catch {
    // Storage may be unavailable (private mode); the choice still applies for this page.
  }
  applyTheme(choice);
  for (const listener of choiceListeners) listener();
}

/** Whether the page is dark right now: the `dark` class on <html>, whichever choice set it. */
export function pageIsDark(): boolean {
  return document.documentElement.classList.contains('dark');
}

/** Calls `onChange` whenever the page's theme class changes (the toggle, or the OS for "system"). */
export function subscribeToPageTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
