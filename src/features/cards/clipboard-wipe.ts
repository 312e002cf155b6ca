/**
 * Clears a card number, CVV or expiry that our copy buttons put on the clipboard, once the details
 * hide — only while the clipboard still holds exactly what we wrote, and only where the browser
 * already lets this page read the clipboard: we never ask for that permission (decision 013).
 *
 * What was written is kept as salted SHA-256 digests, not as text, so a wipe that has to wait for
 * the window's focus does not keep the number in the page's memory.
 */

export type WipeOutcome = 'nothing' | 'cleared' | 'untouched' | 'skipped' | 'deferred';

const salt = crypto.getRandomValues(new Uint8Array(16));
const written = new Set<string>();
/** Digests still being computed: a wipe right after a copy waits for them. */
let pending: Promise<void> = Promise.resolve();
let waitingForFocus = false;

async function digest(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const salted = new Uint8Array(salt.length + bytes.length);
  salted.set(salt);
  salted.set(bytes, salt.length);
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', salted));
  return Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Called by a copy button once the clipboard took `value`. */
export function rememberCopied(value: string): void {
  const hashed = digest(value);
  pending = pending.then(async () => {
    written.add(await hashed);
  });
}

/** Reading is allowed without a prompt only when the permission is already granted (Chromium). */
async function mayReadWithoutPrompt(): Promise<boolean> {
  if (typeof navigator.clipboard?.readText !== 'function') return false;
  try {
    const status = await navigator.permissions.query({ name: 'clipboard-read' as PermissionName });
    return status.state === 'granted';
  } catch {
    return false; // Firefox and Safari know no such permission: reading would show a paste prompt.
  }
}

/** After the details hide: clear the clipboard if it still holds what we copied. */
export async function wipeCopied(): Promise<WipeOutcome> {
  await pending;
  if (written.size === 0) return 'nothing';
  if (!(await mayReadWithoutPrompt())) {
    written.clear();
    return 'skipped';
  }
  // A page without focus (another tab or window) may not touch the clipboard: wait to come back.
  if (!document.hasFocus()) {
    if (!waitingForFocus) {
      waitingForFocus = true;
      window.addEventListener(
        'focus',
        () => {
          waitingForFocus = false;
          void wipeCopied();
        },
        { once: true },
      );
    }
    return 'deferred';
  }
  let outcome: WipeOutcome = 'skipped';
  try {
    const text = await navigator.clipboard.readText();
    if (written.has(await digest(text))) {
      await navigator.clipboard.writeText('');
      outcome = 'cleared';
    } else outcome = 'untouched';
  } catch {
    // Refused after all (focus lost meanwhile, a policy): leave the clipboard alone.
  }
  written.clear();
  return outcome;
}
