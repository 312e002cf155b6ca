import { describe, expect, it } from 'vitest';
import { frameFileFor, matchesPattern } from './prerendered-frames';

describe('prerendered frames', () => {
  it("a card's page, and only a card's page, is served the card's frame", () => {
    expect(frameFileFor('/cards/card_4f2a9c')).toBe('cards/_card.html');
    expect(frameFileFor('/cards/card_4f2a9c/')).toBe('cards/_card.html');
    for (const path of [
      '/cards',
      '/cards/',
      '/cards//',
      '/cards/card_1/more',
      '/cards/.hidden',
      '/transactions/txn_1',
      '/',
    ])
      expect(frameFileFor(path)).toBeUndefined();
  });

  it('a pattern without parts matches its one path', () => {
    expect(matchesPattern('/welcome', '/welcome')).toBe(true);
    expect(matchesPattern('/welcome', '/welcome/')).toBe(true);
    expect(matchesPattern('/welcome', '/sign-in')).toBe(false);
    expect(matchesPattern('/', '/')).toBe(true);
  });
});
