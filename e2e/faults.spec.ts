import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { signInWithNewAccount } from './support/journeys';

/**
 * Faults on request in the demo (issue #31 item 7, decision 024): set from the Sandbox panel's
 * Faults section, the pages say what happened in the person's language and recover.
 */
async function startFaults(page: Page, fault: string, count: number) {
  await page.getByRole('button', { name: /^(Sandbox|Bac à sable)$/ }).click();
  const panel = page.getByRole('dialog', { name: /^(Sandbox|Bac à sable)$/ });
  const section = panel.getByRole('region', { name: /^(Faults|Pannes)$/ });
  await section.getByLabel(/^(Answer|Réponse)$/).selectOption(fault);
  await section.getByLabel(/^(Number of requests|Nombre de requêtes)$/).fill(String(count));
  await section.getByRole('button', { name: /^(Start faults|Lancer les pannes)$/ }).click();
  return section;
}
const faultsLeft = (page: Page, seed: string) =>
  page.evaluate(
    (s) =>
      fetch('/v1/api/sandbox/faults', { headers: { 'X-Seed': s } })
        .then((r) => r.json())
        .then((b: { remaining: number }) => b.remaining),
    seed,
  );
const nav = (page: Page) => page.getByRole('navigation', { name: /^(Main|Principal)/ });

test('"the next 3 requests answer 503": the cards page waits out Retry-After and shows the cards', async ({
  page,
}) => {
  const seed = await signInWithNewAccount(page, 50);
  const section = await startFaults(page, '503', 3);
  await expect(
    section.getByText('The next 3 requests answer: 503 — unavailable, retry after 1 s.'),
  ).toBeVisible();
  // The section with its faults running, light and dark, against WCAG 2.1 AA.
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await nav(page).getByRole('link', { name: 'Cards' }).click();
  // Retried after Retry-After (1 s) until the faults are used up: the list, never a dead end.
  await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible({ timeout: 15_000 });
  expect(await faultsLeft(page, seed)).toBe(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('more faults than retries: a clear 429 with when to try again, then Retry recovers', async ({
  page,
}) => {
  await signInWithNewAccount(page, 50);
  await startFaults(page, '429', 20);
  await page.keyboard.press('Escape');
  await nav(page).getByRole('link', { name: 'Transactions' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Too many requests' });
  await expect(alert).toContainText(
    'Too many requests (simulated by the sandbox). Try again in 1 s.',
    { timeout: 15_000 },
  );
  // Cleared from the panel (its own routes are never faulted), Retry brings the page back.
  const section = await startFaults(page, '429', 1);
  await section.getByRole('button', { name: 'Clear faults' }).click();
  await expect(section.getByText('No faults: requests are answered normally.')).toBeVisible();
  await page.keyboard.press('Escape');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
});

test('in French: a simulated 500 is said in French, and recovers', async ({ page }) => {
  const seed = await signInWithNewAccount(page, 50);
  await page.goto('/settings');
  await page.getByRole('main').getByLabel('Language').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await startFaults(page, '500', 20);
  await page.keyboard.press('Escape');
  await nav(page).getByRole('link', { name: 'Cartes' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'simulé' });
  await expect(alert).toContainText(
    'Le service de cartes a échoué (simulé par le bac à sable). Réessayez dans un instant.',
    { timeout: 20_000 },
  );
  await page.evaluate(
    (s) => fetch('/v1/api/sandbox/faults', { method: 'DELETE', headers: { 'X-Seed': s } }),
    seed,
  );
  await alert.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a simulated timeout: the page says the service took too long, and Retry recovers', async ({
  page,
}) => {
  // Each held request takes 5 s and the query tries three times (1 s, then 2 s apart).
  test.setTimeout(120_000);
  await signInWithNewAccount(page, 50);
  await startFaults(page, 'timeout', 20);
  await page.keyboard.press('Escape');
  await nav(page).getByRole('link', { name: 'Transactions' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'took too long' });
  await expect(alert).toContainText(
    'The card service took too long to answer (simulated by the sandbox). Try again in a moment.',
    { timeout: 60_000 },
  );
  // The panel's own routes are never faulted, nor held up by the held requests.
  const section = await startFaults(page, 'timeout', 1);
  await section.getByRole('button', { name: 'Clear faults' }).click();
  await expect(section.getByText('No faults: requests are answered normally.')).toBeVisible();
  await page.keyboard.press('Escape');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
});

test("in the demo a held request holds up no other: the sandbox's lock is not held while it waits", async ({
  page,
}) => {
  const seed = await signInWithNewAccount(page, 50);
  const timings = await page.evaluate(async (s) => {
    const started = performance.now();
    const answer = (r: Response) => ({ status: r.status, ms: performance.now() - started });
    const held = fetch('/v1/api/cards', {
      headers: { 'X-Seed': s, 'X-Sandbox-Fault': 'timeout; hold_ms=4000' },
    }).then(answer);
    await new Promise((r) => setTimeout(r, 100));
    const other = await fetch('/v1/api/wallet/balance', { headers: { 'X-Seed': s } }).then(answer);
    return { held: await held, other };
  }, seed);
  expect(timings.held.status).toBe(504);
  expect(timings.held.ms).toBeGreaterThan(3900);
  expect(timings.other.status).toBe(200);
  // Held inside the lock, the balance waited the whole 4 s.
  expect(timings.other.ms).toBeLessThan(3000);
});
