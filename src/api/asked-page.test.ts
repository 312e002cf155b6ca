import { describe, expect, it } from 'vitest';
import { samples } from '../test/samples';
import { askedPage } from './asked-page';
import * as ops from './wire-readers.gen';

const cards = (count: number) =>
  Array.from({ length: count }, (_, n) => ({ ...samples.cardListItem, id: `card_${n}` }));
const read = (answer: unknown, asked: { page?: number; per_page?: number }) => {
  const result = askedPage(ops.listCards.reader, asked, 25).safeParse(answer);
  if (!result.success) throw new Error('unread');
  return result.data;
};

describe('askedPage (issue #47 item 7)', () => {
  it('pages an answer holding the whole set as the service should have', () => {
    const page = read(
      { data: cards(120), pagination: { page: 1, per_page: 120, total: 120 } },
      {
        page: 2,
        per_page: 50,
      },
    );
    expect(page.data.map((card) => card.id)).toEqual(
      cards(100)
        .slice(50)
        .map((c) => c.id),
    );
    expect(page.pagination).toMatchObject({ page: 2, per_page: 50, total: 120, total_pages: 3 });
    expect(page.sentMore).toBe(120);
  });

  it('keeps the first rows of a part of a larger set, with the service’s total', () => {
    const page = read(
      { data: cards(60), pagination: { page: 3, per_page: 25, total: 500 } },
      {
        page: 3,
      },
    );
    expect(page.data.map((card) => card.id)).toEqual(cards(25).map((c) => c.id));
    expect(page.pagination).toMatchObject({ page: 3, per_page: 25, total: 500, total_pages: 20 });
    expect(page.sentMore).toBe(60);
  });

  it('leaves an answer of the asked size as read, and does not read rows it leaves out', () => {
    const fits = { data: cards(25), pagination: { page: 1, per_page: 25, total: 25 } };
    expect(read(fits, {}).sentMore).toBeUndefined();
    const broken = [...cards(25), { id: 7 }];
    expect(
      read({ data: broken, pagination: { page: 1, per_page: 26, total: 26 } }, {}).data,
    ).toHaveLength(25);
  });
});
