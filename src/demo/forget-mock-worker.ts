/** Earlier versions answered through an MSW service worker; one left registered is unregistered. */
export async function forgetOldMockWorker() {
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    for (const r of registrations)
      if ((r.active ?? r.waiting ?? r.installing)?.scriptURL.endsWith('/mockServiceWorker.js'))
        await r.unregister();
  } catch {
    // Service workers unavailable (private mode, file://): nothing to forget.
  }
}
