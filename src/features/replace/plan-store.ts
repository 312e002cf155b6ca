import { useQuery } from '@tanstack/react-query';
import { useNotesScope, type NotesScope } from '../../lib/notes/current';
import { NOTE_MAX } from '../../lib/notes/limits';
import { REPLACEMENTS_ENTRY } from '../../lib/notes/replacements-entry';
import { sessionStore } from '../../lib/session';
import type { ReplacePlan } from './plan-schema';

/*
 * Where the replaces under way live (decision 044): one entry of the account's notes store, as the
 * budgets (decision 042): sealed for a remembered account, moved by "Remember this account",
 * deleted when it is forgotten. A tab-only session's notes live in the tab's memory, which a reload
 * empties while the session (its seed in sessionStorage) goes on; its plans are also written to
 * sessionStorage, under a tag of that seed, so a reload in the middle of a replace loses nothing.
 * A plan holds card ids and step names, no secret.
 */

const TAB_KEY = 'vcs.replacements';
/** The plans as one note: at most NOTE_MAX characters (two replaces under way fit, at the least). */
export function serializePlans(plans: ReplacePlan[]): string {
  const text = plans.length ? JSON.stringify(plans) : '';
  if (text.length > NOTE_MAX) throw new PlansFullError();
  return text;
}

export class PlansFullError extends Error {}

/** A short tag of this tab's seed: another seed in the tab does not read these plans. */
function seedTag(): string {
  let hash = 2166136261;
  for (const char of sessionStore.getSeed() ?? '')
    hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0).toString(36);
}

function readTab(): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(TAB_KEY) ?? 'null') as {
      tag?: string;
      text?: string;
    } | null;
    return kept?.tag === seedTag() ? (kept.text ?? null) : null;
  } catch {
    return null;
  }
}

function writeTab(text: string) {
  try {
    if (text) sessionStorage.setItem(TAB_KEY, JSON.stringify({ tag: seedTag(), text }));
    else sessionStorage.removeItem(TAB_KEY);
  } catch {
    // Storage refused (private mode): the tab's memory still holds them until a reload.
  }
}

export async function readPlans(scope: NotesScope): Promise<ReplacePlan[] | null> {
  if (scope.kind === 'locked') return null;
  const [entry, { parsePlans }] = await Promise.all([
    scope.store.get(REPLACEMENTS_ENTRY),
    import('./plan-schema'),
  ]);
  return parsePlans(entry?.note ?? (scope.kind === 'memory' ? readTab() : null));
}

export async function writePlans(scope: NotesScope, plans: ReplacePlan[]) {
  if (scope.kind === 'locked') throw new Error('locked');
  const text = serializePlans(plans);
  await scope.store.saveNote(REPLACEMENTS_ENTRY, text);
  if (scope.kind === 'memory') writeTab(text);
}

/** Keeps one plan (its progress after each step), in place of its older self. */
export async function putPlan(scope: NotesScope, plan: ReplacePlan) {
  const plans = (await readPlans(scope)) ?? [];
  const others = plans.filter((p) => p.id !== plan.id);
  await writePlans(scope, [...others, plan]);
}

/** A finished replace leaves nothing behind. */
export async function dropPlan(scope: NotesScope, planId: string) {
  const plans = (await readPlans(scope)) ?? [];
  await writePlans(
    scope,
    plans.filter((p) => p.id !== planId),
  );
}

export const planKeys = { of: (scopeId: string) => ['replacements', scopeId] as const };

/** The session's replaces under way: null while a remembered account's notes are locked. */
export function useReplacePlans() {
  const scope = useNotesScope();
  // The scope's id names its store (and account), as the budgets' query does.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const query = useQuery({
    queryKey: planKeys.of(scope.id),
    queryFn: () => readPlans(scope),
    enabled: scope.kind !== 'locked',
    staleTime: Infinity,
    retry: false,
  });
  return { scope, locked: scope.kind === 'locked', data: query.data, isPending: query.isPending };
}
