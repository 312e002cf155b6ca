import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { WEBHOOK_EVENTS } from '../../contract/fields';

/** The spec's events grouped by resource ("card", "transaction", "3ds", "deposit"). */
export const EVENT_GROUPS: Array<{ resource: string; events: string[] }> = Object.entries(
  WEBHOOK_EVENTS.reduce<Record<string, string[]>>((groups, event) => {
    const resource = event.split('.')[0]!;
    (groups[resource] ??= []).push(event);
    return groups;
  }, {}),
).map(([resource, events]) => ({ resource, events }));

const TITLES: Record<string, MessageDescriptor> = {
  card: msg`Cards`,
  transaction: msg`Transactions`,
  '3ds': msg`3-D Secure`,
  deposit: msg`Deposits`,
};
const ALL_OF: Record<string, MessageDescriptor> = {
  card: msg`All card events`,
  transaction: msg`All transaction events`,
  '3ds': msg`All 3-D Secure events`,
  deposit: msg`All deposit events`,
};

/** `value` is either ["*"] (all events) or a list of event types. */
export function EventPicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (events: string[]) => void;
  error?: string | undefined;
}) {
  const { i18n } = useLingui();
  const words = (table: Record<string, MessageDescriptor>, resource: string) => {
    const descriptor = table[resource];
    return descriptor ? i18n._(descriptor) : resource;
  };
  const all = value.length === 1 && value[0] === '*';
  const toggle = (event: string, on: boolean) =>
    onChange(on ? [...value.filter((e) => e !== '*'), event] : value.filter((e) => e !== event));
  const toggleGroup = (events: string[], on: boolean) =>
    onChange(
      on
        ? [...new Set([...value.filter((e) => e !== '*'), ...events])]
        : value.filter((e) => !events.includes(e)),
    );
  // Each label is at least 24 px tall: the rows of checkboxes are targets (WCAG 2.5.8, issue #27).
  return (
    <fieldset aria-describedby={error ? 'events-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">
        <Trans>Events</Trans>
      </legend>
      <label className="mb-3 flex min-h-6 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={all}
          onChange={(e) => onChange(e.target.checked ? ['*'] : [])}
        />
        <Trans>All events, including ones added later</Trans>
      </label>
      <div className={`grid gap-3 sm:grid-cols-2 ${all ? 'opacity-50' : ''}`}>
        {EVENT_GROUPS.map((group) => {
          const checked = group.events.filter((e) => value.includes(e)).length;
          return (
            <fieldset
              key={group.resource}
              disabled={all}
              className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
            >
              <legend className="px-1 text-sm font-semibold">
                {words(TITLES, group.resource)}
              </legend>
              <label className="mb-1 flex min-h-6 items-center gap-2 text-xs text-slate-600 dark:text-slate-300">
                <input
                  type="checkbox"
                  className="h-3.5 w-3.5"
                  checked={checked === group.events.length}
                  ref={(el) => {
                    if (el) el.indeterminate = checked > 0 && checked < group.events.length;
                  }}
                  onChange={(e) => toggleGroup(group.events, e.target.checked)}
                />
                {words(ALL_OF, group.resource)}
              </label>
              {group.events.map((event) => (
                <label key={event} className="flex min-h-6 items-center gap-2 font-mono text-xs">
                  <input
                    type="checkbox"
                    className="h-3.5 w-3.5"
                    checked={all || value.includes(event)}
                    onChange={(e) => toggle(event, e.target.checked)}
                  />
                  {event}
                </label>
              ))}
            </fieldset>
          );
        })}
      </div>
      {error && (
        <p id="events-error" className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
