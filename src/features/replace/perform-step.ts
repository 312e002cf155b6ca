import { cardsApi, type CardSettingsPatch } from '../../api/cards';
import type { CardSummary } from '../../contract/cards';
import { isMerchantCategory } from '../../contract/fields';
import { readLooks, saveLook } from '../../lib/card-look';
import { stepKey, type ReplacePlan, type ReplaceStep } from './replace-plan';

type MetadataValue = string | number | boolean | null;
const isScalar = (value: unknown): value is MetadataValue =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** The old card's rules as a PATCH of the new one: limit, categories, auto-freeze, metadata. */
export function settingsOf(old: CardSummary): CardSettingsPatch {
  const metadata = Object.fromEntries(
    Object.entries(old.metadata).filter((entry): entry is [string, MetadataValue] =>
      isScalar(entry[1]),
    ),
  );
  return {
    spending_limit: old.spending_limit,
    ...(old.allowed_categories !== undefined
      ? { allowed_categories: old.allowed_categories?.filter(isMerchantCategory) ?? null }
      : {}),
    ...(old.auto_freeze_at != null ? { auto_freeze_at: old.auto_freeze_at } : {}),
    ...(Object.keys(metadata).length ? { metadata } : {}),
  };
}

/** A short hash of a text: the settings' key names what it sends (the old card may change). */
function tag(text: string) {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0).toString(36);
}

function newCard(plan: ReplacePlan) {
  if (!plan.newCardId) throw new Error('The new card is not made yet.');
  return plan.newCardId;
}

/**
 * One step against the service, with the key derived from the plan (decision 044): a step resent
 * after a lost answer is the same request with the same key, which the service replays. Returns
 * the new card's id when the step made it.
 */
export async function performStep(
  plan: ReplacePlan,
  step: ReplaceStep,
): Promise<string | undefined> {
  const idempotencyKey = stepKey(plan, step);
  switch (step.kind) {
    case 'withdraw':
      await cardsApi.withdraw({ cardId: plan.oldCardId, amount: step.cents, idempotencyKey });
      return undefined;
    case 'create': {
      const label = plan.label ? { label: plan.label } : {};
      const card = await cardsApi.create({
        bin_id: plan.binId,
        amount: step.cents,
        ...label,
        idempotencyKey,
      });
      return card.id;
    }
    case 'settings': {
      const cardId = newCard(plan);
      const patch = settingsOf(await cardsApi.get(plan.oldCardId));
      const key = `${idempotencyKey}:${tag(JSON.stringify(patch))}`;
      await cardsApi.update({ cardId, patch, idempotencyKey: key });
      // The look lives on this device (lib/card-look.ts): the new card wears the old one's.
      const look = readLooks()[plan.oldCardId];
      if (look) saveLook(cardId, look);
      return undefined;
    }
    case 'fund':
      await cardsApi.fund({ cardId: newCard(plan), amount: step.cents, idempotencyKey });
      return undefined;
    case 'give-back':
      await cardsApi.withdraw({ cardId: newCard(plan), amount: step.cents, idempotencyKey });
      return undefined;
    case 'terminate':
      await cardsApi.terminate({ cardId: plan.oldCardId, idempotencyKey });
      return undefined;
  }
}
