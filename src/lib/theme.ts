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
  document.documentElement.classList.toggle('dark', dark);
}

export function saveTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, choice);
  } catch {
    // Storage may be unavailable (private mode); the choice still applies for this page.
  }
  applyTheme(choice);
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
