import { afterEach, describe, expect, it } from 'vitest';
import { readLooks, saveLook } from './card-look';

const KEY = 'vcs.card-looks';

describe('card looks on this device (decision 030)', () => {
  afterEach(() => localStorage.clear());

  it('keeps a look by card id and forgets it when both are cleared', () => {
    saveLook('card_a', { colour: 'rose', emoji: '⭐' });
    saveLook('card_b', { colour: 'teal' });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({
      card_a: { colour: 'rose', emoji: '⭐' },
      card_b: { colour: 'teal' },
    });
    saveLook('card_a', {});
    expect(readLooks()).toEqual({ card_b: { colour: 'teal' } });
  });

  it('reads what was stored tolerantly: unknown colours, emoji and junk are dropped', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        card_a: { colour: 'chartreuse', emoji: '⭐' },
        card_b: { colour: 'violet', emoji: '<script>' },
        card_c: 'blue',
        card_d: { colour: 'nope' },
      }),
    );
    expect(readLooks()).toEqual({ card_a: { emoji: '⭐' }, card_b: { colour: 'violet' } });
    localStorage.setItem(KEY, '{not json');
    expect(readLooks()).toEqual({});
  });
});
