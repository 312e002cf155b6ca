import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toaster';
import { cardKeys, cardsApi, type CardPage } from '../../api/cards';
import { errorMessage } from '../../api/errors';
import { cardWithLast4 } from '../../lib/service-words';

type Vars = { cardId: string; freeze: boolean };

/** Freeze/unfreeze from a list row: the row changes at once and rolls back if the service refuses. */
export function useFreezeToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true, invalidates: [cardKeys.all] },
    // One key per toggle: react-query hands every retry the same variables object.
    mutationFn: async (vars: Vars): Promise<void> => {
      await (vars.freeze ? cardsApi.freeze : cardsApi.unfreeze)(vars);
    },
    onMutate: async ({ cardId, freeze }: Vars) => {
      await queryClient.cancelQueries({ queryKey: cardKeys.lists() });
      const previous = queryClient.getQueriesData<CardPage>({ queryKey: cardKeys.lists() });
      queryClient.setQueriesData<CardPage>({ queryKey: cardKeys.lists() }, (page) =>
        page
          ? {
              ...page,
              data: page.data.map((c) =>
                c.id === cardId ? { ...c, status: freeze ? 'frozen' : 'active' } : c,
              ),
            }
          : page,
      );
      return { previous };
    },
    onError: (error, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toast.error(errorMessage(error));
    },
    // The toast names the card (issue #48): a list has several, and the row may have scrolled away.
    onSuccess: (_data, { cardId, freeze }) => {
      const card = queryClient
        .getQueriesData<CardPage>({ queryKey: cardKeys.lists() })
        .flatMap(([, page]) => page?.data ?? [])
        .find((c) => c.id === cardId);
      const name = card ? cardWithLast4(i18n, card) : t`Card`;
      toast.success(freeze ? t`Frozen: ${name}` : t`Unfrozen: ${name}`);
    },
  });
}
