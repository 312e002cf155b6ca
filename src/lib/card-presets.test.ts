import { describe, expect, it } from 'vitest';
import {
  detectPresets,
  presetApplies,
  presetPatch,
  singlePurchaseNotKept,
  SINGLE_PURCHASE_FREEZE_AT,
  type Preset,
  type PresetSettings,
} from './card-presets';

const plain: PresetSettings = {
  spending_limit: null,
  allowed_categories: null,
  auto_freeze_at: null,
};

describe('card presets: settings → preset', () => {
  it('finds none on a card with no limits', () => {
    expect(detectPresets(plain)).toEqual([]);
    expect(detectPresets({ ...plain, auto_freeze_at: 0, allowed_categories: [] })).toEqual([]);
  });

  it('cannot tell when the answer lacks the fields (the spec does not list them)', () => {
    expect(
      detectPresets({
        spending_limit: 500,
        allowed_categories: undefined,
        auto_freeze_at: undefined,
      }),
    ).toBeNull();
  });

  it('reads a one-cent auto-freeze as Single purchase, and with a limit as Trial guard', () => {
    expect(detectPresets({ ...plain, auto_freeze_at: 1 })).toEqual([{ id: 'single_purchase' }]);
    expect(detectPresets({ ...plain, auto_freeze_at: 1, spending_limit: 999 })).toEqual([
      { id: 'trial_guard', price: 999 },
    ]);
  });

  it('does not read a real threshold as Single purchase', () => {
    expect(detectPresets({ ...plain, auto_freeze_at: 2 })).toEqual([]);
    expect(detectPresets({ ...plain, auto_freeze_at: 50_00, spending_limit: 999 })).toEqual([]);
  });

  it('reads exactly one allowed category as a lock, several as none, and combines', () => {
    expect(detectPresets({ ...plain, allowed_categories: ['software'] })).toEqual([
      { id: 'category_lock', category: 'software' },
    ]);
    expect(detectPresets({ ...plain, allowed_categories: ['software', 'travel'] })).toEqual([]);
    expect(
      detectPresets({ spending_limit: 1200, allowed_categories: ['gaming'], auto_freeze_at: 1 }),
    ).toEqual([
      { id: 'trial_guard', price: 1200 },
      { id: 'category_lock', category: 'gaming' },
    ]);
  });
});

describe('card presets: preset → patch', () => {
  it('writes only its own fields, in cents', () => {
    expect(presetPatch({ id: 'single_purchase' })).toEqual({
      auto_freeze_at: SINGLE_PURCHASE_FREEZE_AT,
    });
    expect(presetPatch({ id: 'trial_guard', price: 1499 })).toEqual({
      spending_limit: 1499,
      auto_freeze_at: 1,
    });
    expect(presetPatch({ id: 'category_lock', category: 'travel' })).toEqual({
      allowed_categories: ['travel'],
    });
  });

  it('locks only to one of the contract’s categories, the ones the service accepts', () => {
    // @ts-expect-error -- a category the contract does not list would be refused (400)
    const casino: Preset = { id: 'category_lock', category: 'casino' };
    void casino;
    // A live provider's own category is shown as it is (card-rules), not read as a lock the app
    // could write again.
    expect(detectPresets({ ...plain, allowed_categories: ['casino'] })).toEqual([]);
  });

  it('round-trips: a patch applied to plain settings is detected as its preset', () => {
    for (const preset of [
      { id: 'single_purchase' },
      { id: 'trial_guard', price: 2500 },
      { id: 'category_lock', category: 'utilities' },
    ] as const) {
      const settings = { ...plain, ...presetPatch(preset) };
      expect(presetApplies(preset, settings)).toBe(true);
      expect(presetApplies(preset, plain)).toBe(false);
    }
  });

  it('flags a threshold the service did not keep, but not a missing field', () => {
    const sent = presetPatch({ id: 'single_purchase' });
    expect(singlePurchaseNotKept(sent, { ...plain, auto_freeze_at: 0 })).toBe(true);
    expect(singlePurchaseNotKept(sent, { ...plain, auto_freeze_at: 100 })).toBe(true);
    expect(singlePurchaseNotKept(sent, { ...plain, auto_freeze_at: 1 })).toBe(false);
    expect(singlePurchaseNotKept(sent, { ...plain, auto_freeze_at: undefined })).toBe(false);
    expect(singlePurchaseNotKept({ allowed_categories: ['gaming'] }, plain)).toBe(false);
  });
});
