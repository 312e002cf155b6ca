import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toaster';
import { cardKeys, cardsApi, type CardPage } from '../../api/cards';
import { errorMessage } from '../../api/errors';

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
    onSuccess: (_data, { freeze }) => toast.success(freeze ? t`Card frozen` : t`Card unfrozen`),
  });
}
