import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import type { TransactionView } from '../transaction-params';
import { parseSearch, SEARCH_KEYS } from './parse-search';
import { searchWords } from './search-words';

type Props = { update: (patch: Partial<TransactionView>) => void };

/**
 * A search in words over the transactions (issue #51 item 4): "netflix over 10 last month" becomes
 * the list's own filters — merchant, amount and date chips a person can read, edit and remove.
 * A new search replaces the last one's merchant, amounts and dates; the card and type stay.
 */
export function TransactionSearch({ update }: Props) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    const patch = parseSearch(text, new Date(), searchWords(i18n));
    const cleared = Object.fromEntries(SEARCH_KEYS.map((key) => [key, undefined]));
    update({ ...cleared, ...patch });
    setText('');
  };

  return (
    <form role="search" aria-label={t`Search transactions`} onSubmit={submit} className="space-y-1">
      <div className="flex gap-2">
        <label htmlFor="transaction-search" className="sr-only">
          <Trans>Search transactions</Trans>
        </label>
        <input
          id="transaction-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby="transaction-search-hint"
          placeholder={t`Merchant, amount or date`}
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 sm:text-sm"
        />
        {/* A magnifier on a phone, where the word would take the field's room (a French
            placeholder was cut at 390 px); the word from 640 px. */}
        <Button type="submit" variant="secondary" className="h-11 shrink-0">
          <Search aria-hidden="true" className="h-5 w-5 sm:hidden" />
          <span className="sr-only sm:not-sr-only">
            <Trans>Search</Trans>
          </span>
        </Button>
      </div>
      <p id="transaction-search-hint" className="text-xs text-slate-600 dark:text-slate-400">
        <Trans>Try “netflix”, “over 50”, “between 10 and 20” or “last week”.</Trans>
      </p>
    </form>
  );
}
