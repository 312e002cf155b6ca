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

/** The icon in a round tile; decorative: the category is also in words beside it. */
export function CategoryIcon({ category, muted = false }: { category: string; muted?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${
        muted
          ? 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400'
          : 'bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300'
      }`}
    >
      {createElement(categoryIcon(category), { className: 'h-4 w-4', strokeWidth: 2 })}
    </span>
  );
}
