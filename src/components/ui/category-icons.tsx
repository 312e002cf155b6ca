import { createElement } from 'react';
import {
  Car,
  Clapperboard,
  Cloud,
  Code,
  Gamepad2,
  Megaphone,
  Plane,
  ShoppingBag,
  ShoppingCart,
  Store,
  UtensilsCrossed,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/**
 * A merchant category's icon (decision 031): the sandbox's categories (contract
 * MERCHANT_CATEGORIES) each have one; another provider's category gets a shop front.
 */
const CATEGORY_ICONS: Record<string, LucideIcon> = {
  advertising: Megaphone,
  software: Code,
  digital_services: Cloud,
  ecommerce: ShoppingBag,
  online_shopping: ShoppingBag,
  travel: Plane,
  food_and_drink: UtensilsCrossed,
  groceries: ShoppingCart,
  entertainment: Clapperboard,
  gaming: Gamepad2,
  transport: Car,
  utilities: Zap,
};

export const FALLBACK_CATEGORY_ICON: LucideIcon = Store;

export function categoryIcon(category: string): LucideIcon {
  return Object.hasOwn(CATEGORY_ICONS, category)
    ? CATEGORY_ICONS[category]!
    : FALLBACK_CATEGORY_ICON;
}

/** The category's icon (the tile around it is category-icon.tsx's, in the page's first load). */
export function CategoryGlyph({ category }: { category: string }) {
  return createElement(categoryIcon(category), { className: 'h-4 w-4', strokeWidth: 2 });
}
