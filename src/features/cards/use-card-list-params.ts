import { z } from 'zod';
import { useUrlView } from '../../lib/url-view';
import { CARD_SORTS, CARD_STATUSES, type CardListFilters } from '../../api/schemas/cards';

/** The card list's view lives in the URL: bookmarkable, and the back button works. */
const paramsSchema = z.object({
  status: z.enum(CARD_STATUSES).optional().catch(undefined),
  bin_id: z
    .string()
    .regex(/^\d{6,8}$/)
    .optional()
    .catch(undefined),
  label: z.string().max(64).optional().catch(undefined),
  sort: z.enum(CARD_SORTS).optional().catch(undefined),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => [10, 25, 50, 100].includes(n))
    .optional()
    .catch(undefined),
});

export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const;

export function parseCardListParams(search: URLSearchParams): CardListFilters {
  const raw = Object.fromEntries(search);
  const parsed = paramsSchema.parse(raw);
  const filters: CardListFilters = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value !== undefined && value !== '') (filters as Record<string, unknown>)[key] = value;
  }
  return filters;
}

export function useCardListParams() {
  const { view, update } = useUrlView(parseCardListParams);
  return { filters: view, update };
}
