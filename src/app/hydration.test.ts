import { afterEach, describe, expect, it } from 'vitest';
import type { GenerateResponse } from '../contract/generate';
import { forgetUnsavedSeed, keepUnsavedSeed } from '../features/onboarding/unsaved-seed';
import { adoptPrerendered, canHydrate, discardPrerendered } from './hydration';

function prerendered(path: string, session: 'in' | 'out') {
  const root = document.createElement('div');
  root.dataset.prerendered = path;
  root.dataset.session = session;
  root.innerHTML = '<main><h1>Cards</h1></main>';
  return root;
}

/** What generate answered a newcomer (the page keeps it until the seed is confirmed). */
const generated: GenerateResponse = {
  success: true,
  request_id: 'req_1',
  seed: 'ABCD-EFGH-JKLM-NPQR',
  card: {
    state: 'pending_top_up',
    network: 'visa',
    card_number: '4938 2200 1234 5678',
    cvv_masked: '•••',
    expiry: '12/29',
  },
  wallet: { asset: 'BTC', address: 'bc1qexample' },
  created_at: '2026-11-29T01:00:00Z',
};

describe('prerendered pages', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
    document.documentElement.removeAttribute('data-visitor');
  });

  it('are hydrated only for the visitor they were made for, at their path, without a query', () => {
    history.replaceState(null, '', '/cards');
    expect(canHydrate(prerendered('/cards', 'in'), true, true)).toBe(true);
    expect(canHydrate(prerendered('/cards', 'in'), false, true)).toBe(false);
    expect(canHydrate(prerendered('/cards', 'out'), true, true)).toBe(false);
    expect(canHydrate(prerendered('/cards', 'in'), true, false)).toBe(false);
    expect(canHydrate(prerendered('/transactions', 'in'), true, true)).toBe(false);
    history.replaceState(null, '', '/cards?status=frozen');
    expect(canHydrate(prerendered('/cards', 'in'), true, true)).toBe(false);
  });

  it("a card's frame is every card's page, and no other page's", () => {
    const frame = () => prerendered('/cards/:cardId', 'in');
    history.replaceState(null, '', '/cards/card_abc123');
    expect(canHydrate(frame(), true, true)).toBe(true);
    expect(canHydrate(frame(), false, true)).toBe(false);
    for (const other of ['/cards', '/cards/', '/cards/card_abc/more', '/transactions/x']) {
      history.replaceState(null, '', other);
      expect(canHydrate(frame(), true, true)).toBe(false);
    }
    // And a plain page's HTML is not a pattern: /cards does not stand for /cards/x.
    history.replaceState(null, '', '/cards/card_abc123');
    expect(canHydrate(prerendered('/cards', 'in'), true, true)).toBe(false);
  });

  it("the welcome page's HTML is not hydrated for a newcomer whose new seed awaits confirmation", () => {
    history.replaceState(null, '', '/welcome');
    expect(canHydrate(prerendered('/welcome', 'out'), false, true)).toBe(true);
    // Generated in this tab and not yet confirmed, the seed is shown again: the HTML is a form.
    keepUnsavedSeed(generated);
    try {
      expect(canHydrate(prerendered('/welcome', 'out'), false, true)).toBe(false);
      history.replaceState(null, '', '/sign-in');
      expect(canHydrate(prerendered('/sign-in', 'out'), false, true)).toBe(true);
    } finally {
      forgetUnsavedSeed();
    }
  });

  it('adopted: shown whatever the first-paint check guessed', () => {
    document.documentElement.setAttribute('data-visitor', 'out');
    adoptPrerendered();
    expect(document.documentElement.hasAttribute('data-visitor')).toBe(false);
  });

  it('discarded: their HTML and marks go before the app renders', () => {
    const root = prerendered('/cards', 'in');
    document.documentElement.setAttribute('data-visitor', 'out');
    discardPrerendered(root);
    expect(root.childNodes).toHaveLength(0);
    expect(root.dataset.prerendered).toBeUndefined();
    expect(root.dataset.session).toBeUndefined();
    expect(document.documentElement.hasAttribute('data-visitor')).toBe(false);
  });
});
