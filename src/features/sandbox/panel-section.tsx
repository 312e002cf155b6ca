import { useId, type ReactNode } from 'react';
import { errorMessage } from '../../api/errors';

export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-card border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function Outcome({
  tone,
  children,
}: {
  tone: 'success' | 'error' | 'info';
  children: ReactNode;
}) {
  const colours = {
    success: 'text-emerald-700 dark:text-emerald-300',
    error: 'text-red-700 dark:text-red-300',
    info: 'text-brand-700 dark:text-brand-300',
  };
  return (
    <p role="status" className={`text-sm font-medium ${colours[tone]}`}>
      {children}
    </p>
  );
}

/** The latest failure of the section's actions, said in the panel itself. */
export function ActionError({ errors }: { errors: unknown[] }) {
  const error = errors.find((e) => e !== null && e !== undefined);
  return error ? <Outcome tone="error">{errorMessage(error)}</Outcome> : null;
}
