import { beforeEach, describe, expect, it } from 'vitest';
import { NOTE_MAX } from '../../lib/notes/limits';
import { memoryNotesStore } from '../../lib/notes/notes-store';
import { REPLACEMENTS_ENTRY } from '../../lib/notes/replacements-entry';
import { sessionStore } from '../../lib/session';
import { parsePlans } from './plan-schema';
import { PlansFullError, readPlans, serializePlans, writePlans } from './plan-store';
import { newPlan, type ReplacePlan } from './replace-plan';

const plan = (n: number): ReplacePlan => ({
  ...newPlan(`rpl_${'0'.repeat(8)}-${n}`, {
    id: `card_${n}`,
    bin_id: '411111',
    label: 'x'.repeat(64),
  }),
  balanceCents: 1234,
  newCardId: `card_new_${n}`,
  done: 3,
  moved: ['Netflix', 'Spotify'],
});
const tabScope = () => ({ kind: 'memory' as const, id: 'memory:0', store: memoryNotesStore() });

describe('the replaces kept on this device (decision 044)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    sessionStore.signIn('seed-one');
  });

  it('reads back what it wrote, and drops a plan that does not read', () => {
    expect(parsePlans(serializePlans([plan(1)]))).toEqual([plan(1)]);
    const broken = JSON.stringify([plan(1), { ...plan(2), balanceCents: -5 }, { id: 'x' }]);
    expect(parsePlans(broken)).toEqual([plan(1)]);
    expect(parsePlans('not json')).toEqual([]);
    expect(parsePlans('{"a":1}')).toEqual([]);
  });

  it('holds replaces under way within one note, and refuses one more past it', () => {
    expect(serializePlans([plan(1), plan(2)]).length).toBeLessThanOrEqual(NOTE_MAX);
    const many = [1, 2, 3, 4, 5].map(plan);
    expect(() => serializePlans(many)).toThrow(PlansFullError);
  });

  it('a tab-only session finds its plans after a reload empties the tab’s memory', async () => {
    await writePlans(tabScope(), [plan(1)]);
    // The reload: a new memory store, the same seed in the tab.
    expect(await readPlans(tabScope())).toEqual([plan(1)]);
    sessionStore.signIn('seed-two');
    expect(await readPlans(tabScope())).toEqual([]);
  });

  it('keeps them as the notes store’s replacements entry', async () => {
    const scope = tabScope();
    await writePlans(scope, [plan(1)]);
    expect((await scope.store.get(REPLACEMENTS_ENTRY))?.note).toBe(JSON.stringify([plan(1)]));
  });
});
