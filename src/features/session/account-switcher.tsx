import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyChunk } from '../../lib/lazy-part';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useVault } from '../../lib/vault/use-vault';
import { useSwitchAccount } from './use-switch-account';

// Needed only when switching while the vault is locked: loaded then, not with every page.
const UnlockDialog = lazyChunk(() => import('./unlock-dialog'));

const ITEM =
  'block w-full truncate rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800';

/**
 * The header's account menu: the remembered accounts of this device, one click to switch, and a
 * way to manage them. Not shown when nothing is remembered.
 */
export function AccountSwitcher({
  vertical = false,
  onChoose,
  className = '',
}: {
  vertical?: boolean;
  className?: string;
  /** The mobile menu closes when an account is chosen. */
  onChoose?: () => void;
}) {
  const { t } = useLingui();
  const vault = useVault();
  const { accountId } = useSession();
  const { switchTo, needsUnlock, unlockFor, cancelUnlock, finish } = useSwitchAccount();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!vault) return null;
  const current = vault.accounts.find((a) => a.id === accountId);
  const items = (
    <>
      {vault.accounts.map((account) => (
        <button
          key={account.id}
          type="button"
          className={`${ITEM} ${account.id === accountId ? 'font-semibold' : ''}`}
          aria-current={account.id === accountId ? 'true' : undefined}
          onClick={() => {
            setOpen(false);
            // The phone's menu stays open while the passphrase is asked: the unlock dialog lives
            // in it, and closing the menu took the dialog with it (issue #27's walk found it).
            if (account.id === accountId || !needsUnlock()) onChoose?.();
            if (account.id !== accountId) void switchTo(account.id);
          }}
        >
          {account.id === accountId ? t`${account.name} (current)` : t`Switch to ${account.name}`}
        </button>
      ))}
      <Link
        to={paths.settings}
        className={`${ITEM} text-brand-700 dark:text-brand-300`}
        onClick={() => {
          setOpen(false);
          onChoose?.();
        }}
      >
        {t`Manage accounts`}
      </Link>
    </>
  );
  const target = vault.accounts.find((a) => a.id === unlockFor);
  const dialog = target && (
    <Suspense fallback={null}>
      <UnlockDialog
        vault={vault}
        account={target}
        onClose={() => {
          cancelUnlock();
          onChoose?.();
        }}
        onUnlocked={(unlocked) => {
          finish(unlocked);
          onChoose?.();
        }}
      />
    </Suspense>
  );

  if (vertical)
    return (
      <div
        role="group"
        aria-label={t`Accounts`}
        className={`${className} mt-2 border-t border-slate-200 pt-2 dark:border-slate-800`}
      >
        {items}
        {dialog}
      </div>
    );
  return (
    <div ref={root} className={`${className} relative`}>
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((o) => !o)}
        className="flex max-w-[10rem] items-center gap-1 rounded-lg px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <span className="sr-only">{t`Account:`} </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-5 w-5 shrink-0"
          fill="currentColor"
        >
          <path d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0z" />
        </svg>
        {/* With the full navigation inline (xl) the header is full: the name shows from 2xl. */}
        <span className="truncate xl:sr-only 2xl:not-sr-only">{current?.name ?? t`This tab`}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4 shrink-0"
          fill="currentColor"
        >
          <path d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </button>
      {open && (
        <div className="absolute right-0 z-30 mt-1 w-64 rounded-card border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          {items}
        </div>
      )}
      {dialog}
    </div>
  );
}
