import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { MERCHANT_CATEGORIES } from '../../contract/fields';
import { centsText } from '../../lib/money';
import { MAX_CARD_BUDGETS, MAX_CARD_ID, readBudgetInput, type Budgets } from './budgets';
import { REFUSALS } from './budget-words';
import { useSaveBudgets } from './budget-store';
import { AddScope, useScopeName, type BudgetCard } from './add-scope';

type Line = { key: string; text: string };
const linesOf = (b: Budgets | null): Line[] =>
  b
    ? [
        ...Object.entries(b.categories).map(([c, cents]) => ({
          key: `category:${c}`,
          text: centsText(cents),
        })),
        ...Object.entries(b.cards).map(([id, cents]) => ({
          key: `card:${id}`,
          text: centsText(cents),
        })),
      ]
    : [];

/**
 * Set, change or remove the budgets (decision 042): the month's for the account, and any per
 * category or card. Each amount is read as cents and refused in words (empty, 0, not an amount,
 * over $1,000,000.00); nothing is saved until every one reads.
 */
export function BudgetForm({
  budgets,
  cards,
  onDone,
}: {
  budgets: Budgets | null;
  cards: BudgetCard[];
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const save = useSaveBudgets();
  const scopeName = useScopeName(cards);
  const [monthly, setMonthly] = useState(budgets ? centsText(budgets.monthly) : '');
  const [lines, setLines] = useState<Line[]>(() => linesOf(budgets));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = (text: string) => readBudgetInput(text);
    const found: Record<string, string> = {};
    const next: Budgets = { monthly: 0, categories: {}, cards: {} };
    for (const [key, text] of [
      ['monthly', monthly] as const,
      ...lines.map((l) => [l.key, l.text] as const),
    ]) {
      const input = read(text);
      if ('refused' in input) found[key] = i18n._(REFUSALS[input.refused]);
      else if (key === 'monthly') next.monthly = input.cents;
      else if (key.startsWith('category:')) next.categories[key.slice(9)] = input.cents;
      else next.cards[key.slice(5)] = input.cents;
    }
    setErrors(found);
    if (Object.keys(found).length) {
      // The first field refused takes focus: its message is read with it (aria-describedby).
      requestAnimationFrame(() =>
        form.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus(),
      );
      return;
    }
    save.mutate(next, { onSuccess: onDone });
  }

  const used = new Set(lines.map((l) => l.key));
  const cardCount = lines.filter((l) => l.key.startsWith('card:')).length;
  const options = [
    ...MERCHANT_CATEGORIES.map((c) => `category:${c}`),
    ...(cardCount < MAX_CARD_BUDGETS
      ? cards.filter((c) => c.id.length <= MAX_CARD_ID).map((c) => `card:${c.id}`)
      : []),
  ].filter((key) => !used.has(key));

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="font-semibold">
        {budgets ? <Trans>Change your budget</Trans> : <Trans>Set a monthly budget</Trans>}
      </h3>
      <TextField
        label={t`Monthly budget (USD)`}
        inputMode="decimal"
        autoComplete="off"
        value={monthly}
        onChange={(e) => setMonthly(e.target.value)}
        error={errors.monthly}
        hint={t`For the whole account, from the 1st of each month in your time zone.`}
      />
      {lines.map((line) => (
        <div key={line.key} className="flex items-start gap-2">
          <TextField
            className="flex-1"
            label={t`Budget for ${scopeName(line.key)} (USD)`}
            inputMode="decimal"
            autoComplete="off"
            value={line.text}
            onChange={(e) =>
              setLines((all) =>
                all.map((l) => (l.key === line.key ? { ...l, text: e.target.value } : l)),
              )
            }
            error={errors[line.key]}
          />
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="mt-6"
            aria-label={t`Remove the budget for ${scopeName(line.key)}`}
            onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
          >
            <Trans>Remove</Trans>
          </Button>
        </div>
      ))}
      <AddScope
        options={options}
        full={cardCount >= MAX_CARD_BUDGETS}
        onAdd={(key) => setLines((all) => [...all, { key, text: '' }])}
        scopeName={scopeName}
      />
      {save.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          <Trans>This device did not keep it (its storage may be full). Try again.</Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          <Trans>Save budget</Trans>
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        {budgets && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => save.mutate(null, { onSuccess: onDone })}
          >
            <Trans>Remove budget</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
