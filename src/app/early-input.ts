/**
 * A prerendered page can be used before React has taken it over: the inline first-paint check
 * (server/first-paint.ts) keeps, until `data-ready` is on <html>, the last element clicked and
 * the fields typed in or changed. Once the page is React's they are handed over, so nothing a
 * person did while it loaded is lost: "New card" pressed opens its dialog, a filter chosen or a
 * search typed applies.
 */
type Early = { click: EventTarget | null; fields: EventTarget[] };

/** React's handlers are attached from now on (hydrateRoot, createRoot): input is its own. */
export function reactListens(): void {
  document.documentElement.setAttribute('data-ready', '');
}

/** What was done before React listened, now told to React (chrome.tsx, once the page is in). */
export function replayEarlyInput(): void {
  const w = window as { __early?: Early };
  const early = w.__early;
  delete w.__early;
  if (!early) return;
  for (const field of new Set(early.fields)) {
    if (!(field instanceof Element) || !field.isConnected) continue;
    if (field instanceof HTMLSelectElement)
      field.dispatchEvent(new Event('change', { bubbles: true }));
    else if (isTypedField(field)) announceTyping(field);
  }
  const button = early.click instanceof Element ? early.click.closest('button') : null;
  if (button?.isConnected && !button.disabled) button.click();
}

const isTypedField = (field: Element): field is HTMLInputElement | HTMLTextAreaElement =>
  (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio') ||
  field instanceof HTMLTextAreaElement;

/**
 * React took the typed text as the field's known value when it adopted the HTML, so an `input`
 * event alone would change nothing: the value is set through React's own setter to empty (its
 * record), then back through the element's prototype (not recorded), and the event then reads as
 * a change — the way Testing Library's `fireEvent` does it.
 */
function announceTyping(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  field.value = field.defaultValue;
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
