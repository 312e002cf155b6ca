import { render, waitFor } from '@testing-library/react';
import { Megaphone, Plane, ShoppingBag, Store, UtensilsCrossed } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { MERCHANT_CATEGORIES } from '../../contract/transactions';
import { CategoryIcon } from './category-icon';
import { categoryIcon, FALLBACK_CATEGORY_ICON } from './category-icons';

describe('category icons (decision 031)', () => {
  it("gives each of the service's categories an icon of its own", () => {
    const icons = MERCHANT_CATEGORIES.map(categoryIcon);
    expect(icons).not.toContain(FALLBACK_CATEGORY_ICON);
    expect(new Set(icons).size).toBe(MERCHANT_CATEGORIES.length);
    expect(categoryIcon('advertising')).toBe(Megaphone);
    expect(categoryIcon('travel')).toBe(Plane);
    expect(categoryIcon('food_and_drink')).toBe(UtensilsCrossed);
    // The name another provider may use for the same thing.
    expect(categoryIcon('online_shopping')).toBe(ShoppingBag);
  });

  it('falls back to a shop front for a category it does not know', () => {
    expect(categoryIcon('pet_grooming')).toBe(Store);
    expect(categoryIcon('')).toBe(Store);
    expect(categoryIcon('constructor')).toBe(Store);
    expect(categoryIcon('__proto__')).toBe(Store);
  });

  it('is decorative: hidden from screen readers (the category is in words beside it)', async () => {
    const { container } = render(<CategoryIcon category="travel" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    // The icon arrives with its chunk, inside the tile.
    await waitFor(() => expect(container.querySelector('svg.lucide-plane')).not.toBeNull());
  });
});
