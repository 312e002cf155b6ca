// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  INSTANCES_HEADER,
  OPERATION_COUNT,
  instancesLine,
  median,
  mixRequest,
  perSecond,
} from './instances-bench';

const accounts = ['a', 'b', 'c'].map((x) => ({ seed: `seed-${x}`, cardId: `crd-${x}` }));

describe('mixRequest', () => {
  const requests = Array.from({ length: accounts.length * OPERATION_COUNT }, (_, n) =>
    mixRequest(n, accounts, '/v1/api'),
  );

  it('sends every operation to every account once per cycle, half of them writes', () => {
    for (const { seed } of accounts) {
      const own = requests.filter((r) => r.seed === seed);
      expect(new Set(own.map((r) => `${r.method} ${r.path.replace(/crd-\w/, '{id}')}`)).size).toBe(
        OPERATION_COUNT,
      );
      expect(own.filter((r) => r.method === 'POST')).toHaveLength(OPERATION_COUNT / 2);
    }
  });

  it('gives requests in a row to different accounts, so they may run in parallel', () => {
    for (let n = 1; n < requests.length; n++)
      expect(requests[n]!.seed).not.toBe(requests[n - 1]!.seed);
  });

  it("names the account's own card, under the base path", () => {
    for (const r of requests) {
      const own = accounts.find((a) => a.seed === r.seed)!;
      expect(r.path.startsWith('/v1/api/')).toBe(true);
      const named = `${r.path}${r.body ?? ''}`.match(/crd-\w/g) ?? [];
      for (const card of named) expect(card).toBe(own.cardId);
    }
  });

  it('keeps to one account when given one', () => {
    const one = Array.from({ length: 12 }, (_, n) => mixRequest(n, accounts.slice(0, 1), ''));
    expect(new Set(one.map((r) => r.seed))).toEqual(new Set(['seed-a']));
    expect(new Set(one.map((r) => r.path)).size).toBe(OPERATION_COUNT);
  });
});

describe('perSecond and median', () => {
  it("turns the proxy's counts into each instance's rate", () => {
    expect(perSecond([500, 250, 0], 2000)).toEqual([250, 125, 0]);
    expect(perSecond([3], 0)).toEqual([0]);
  });

  it('takes the middle value, the upper one of an even count', () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(() => median([])).toThrow('median of nothing');
  });
});

describe('instancesLine', () => {
  const line = instancesLine({
    store: 'PostgreSQL',
    instances: 3,
    load: '4.2',
    perInstance: [400.4, 399.6, 1200],
    p50: 12,
    p99: 85,
    failed: 0,
    cpu: { api: 1234.4, database: null },
  });

  it('prints the total and each instance, rounded', () => {
    expect(line).toContain(' 2,000 ');
    expect(line).toContain('400 · 400 · 1,200');
    expect(line).toMatch(/ 1,234 +—$/);
  });

  it('ends each figure under its heading', () => {
    const end = (text: string, word: string) => text.indexOf(word) + word.length;
    expect(end(line, '2,000')).toBe(end(INSTANCES_HEADER, 'req/s'));
    expect(end(line, '85')).toBe(end(INSTANCES_HEADER, 'p99 ms'));
    expect(line.length).toBe(INSTANCES_HEADER.length);
  });
});
