import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';

/** A payment card picture: network mark, number (masked by the caller), expiry, a status slot. */
export function CardVisual({
  network,
  number,
  expiry,
  cvv,
  holder,
  label,
  status,
}: {
  network: 'visa' | 'mastercard';
  number: string;
  expiry: string;
  cvv?: string;
  holder?: string;
  label?: string;
  status?: ReactNode;
}) {
  return (
    <div
      className={`relative aspect-[1.586] w-full max-w-sm overflow-hidden rounded-2xl p-5 text-white shadow-lg ${
        network === 'visa'
          ? 'bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950'
          : 'bg-gradient-to-br from-slate-700 via-slate-800 to-slate-950'
      }`}
    >
      <div className="flex items-start justify-between">
        <span className="text-sm font-medium opacity-90">{label ?? t`Virtual card`}</span>
        {status}
      </div>
      <div
        className="mt-6 h-7 w-10 rounded-md bg-gradient-to-br from-amber-200 to-amber-400 opacity-90"
        aria-hidden="true"
      />
      <p className="mt-4 font-mono text-lg tracking-widest sm:text-xl" aria-label={t`Card number`}>
        {number}
      </p>
      <div className="mt-3 flex items-end justify-between gap-4 text-xs">
        <div className="flex gap-5">
          <div>
            <p className="uppercase opacity-70">{t`Expires`}</p>
            <p className="font-mono text-sm">{expiry}</p>
          </div>
          {cvv !== undefined && (
            <div>
              <p className="uppercase opacity-70">CVV</p>
              <p className="font-mono text-sm">{cvv}</p>
            </div>
          )}
          {holder && (
            <div className="hidden sm:block">
              <p className="uppercase opacity-70">{t`Holder`}</p>
              <p className="text-sm">{holder}</p>
            </div>
          )}
        </div>
        <NetworkMark network={network} />
      </div>
    </div>
  );
}

export function NetworkMark({
  network,
  className = '',
}: {
  network: 'visa' | 'mastercard';
  className?: string;
}) {
  if (network === 'visa') {
    return (
      <span
        className={`font-black italic tracking-tight ${className || 'text-2xl'}`}
        aria-label="Visa"
        role="img"
      >
        VISA
      </span>
    );
  }
  return (
    <span className={`inline-flex items-center ${className}`} aria-label="Mastercard" role="img">
      <span className="h-7 w-7 rounded-full bg-red-500/90" />
      <span className="-ml-3 h-7 w-7 rounded-full bg-amber-400/90 mix-blend-screen" />
    </span>
  );
}

/** "•••• •••• •••• 1234" */
export function maskedPan(last4: string): string {
  return `•••• •••• •••• ${last4}`;
}

/** A card's label over its masked number, for rows and lists. `extra` sits beside the number. */
export function CardName({
  label,
  last4,
  extra,
  className = '',
}: {
  label: string;
  last4: string;
  extra?: ReactNode;
  className?: string;
}) {
  return (
    <span className={`min-w-0 flex-1 ${className}`}>
      <span className="block truncate font-medium">{label || t`Card`}</span>
      <span className="flex items-center gap-2">
        <span className="whitespace-nowrap font-mono text-xs text-slate-600 dark:text-slate-400">
          •••• {last4}
        </span>
        {extra}
      </span>
    </span>
  );
}
