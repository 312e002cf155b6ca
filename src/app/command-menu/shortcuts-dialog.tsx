import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../components/ui/dialog';
import { SHORTCUTS } from './commands';

/** The `?` help: every key the dashboard answers to. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Keyboard shortcuts`}
      description={t`Outside a text field; Ctrl K works everywhere.`}
    >
      <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.does.id} className="flex items-center justify-between gap-4 py-2">
            <dt className="flex shrink-0 gap-1">
              {shortcut.keys.map((key) => (
                <kbd
                  key={key}
                  className="min-w-7 rounded-md border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-center font-mono text-xs text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
                >
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className="text-right text-slate-700 dark:text-slate-300">
              {i18n._(shortcut.does)}
            </dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
