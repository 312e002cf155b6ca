import { msg } from '@lingui/core/macro';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n, loadAppMessages } from './i18n';

// English's app words arrive after French is in (a slow network): the order that lost it.
const english = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived };
});
vi.mock('virtual:english-app-messages', async () => {
  await english.arrived;
  return { messages: {} };
});

// A signed-in reload in French: the session's frame asks for the app's words while French is
// still loading at start-up (main.tsx). Whichever finished last used to win, so the page could
// stay in English (seen in about half the reloads while taking issue #29's screenshots).
describe('start-up in another language, signed in', () => {
  it('ends in the chosen language whatever finishes first', async () => {
    expect(i18n.locale).toBe('en');
    const french = activateLocale('fr');
    const app = loadAppMessages();
    await french;
    english.arrive();
    await app;
    expect(i18n.locale).toBe('fr');
    // The app's French words are there, not the English source.
    expect(i18n._(msg`Settle or refund`)).toBe('Régler ou rembourser');
  });
});
