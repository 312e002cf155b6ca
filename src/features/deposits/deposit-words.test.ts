import { describe, expect, it } from 'vitest';
import { readDeposit } from '../../test/deposits';
import { causeWords, durationWords, supportMessage, type DepositPlace } from './deposit-words';

const place: DepositPlace = {
  asset: 'Tether on Ethereum (USDT-ERC20)',
  code: 'USDT-ERC20',
  network: 'ERC-20',
  address: '0x' + '12'.repeat(20),
};
const small = readDeposit({
  status: 'expired',
  expired_reason: 'below_minimum',
  amount_crypto: '4.000000',
  amount_usd: 4_00,
  fee_usd: 1_00,
  credited_usd: 0,
  expired_at: '2026-11-22T10:01:00.000Z',
});

describe('durationWords', () => {
  it('says a wait in minutes, hours or days, rounded down', () => {
    expect(durationWords(30_000)).toBe('1 minute');
    expect(durationWords(45 * 60_000)).toBe('45 minutes');
    expect(durationWords(3 * 3_600_000 + 59 * 60_000)).toBe('3 hours');
    expect(durationWords(3 * 86_400_000)).toBe('3 days');
  });
});

describe('causeWords', () => {
  it('below the minimum, expired: the amount, the minimum and what happened', () => {
    const words = causeWords({ kind: 'below_minimum', minimum: '10', final: true }, small, place);
    expect(words).toBe(
      '4.000000 USDT-ERC20 is below the minimum deposit of 10 USDT-ERC20, so it was not credited. The coins reached your address; support can tell you whether they can be returned or added to a later deposit.',
    );
  });

  it('below the minimum, still pending: it will not be credited', () => {
    const words = causeWords(
      { kind: 'below_minimum', minimum: '10', final: false },
      { ...small, status: 'pending' },
      place,
    );
    expect(words).toMatch(
      /^4\.000000 USDT-ERC20 is below .* it will not be credited when confirmed/,
    );
  });

  it('late: how long it waited, what is usual on the network, the likely causes', () => {
    const words = causeWords(
      { kind: 'late', waitedMs: 2 * 3_600_000, usualMs: 3 * 60_000 },
      readDeposit(),
      place,
    );
    expect(words).toContain(
      'Waiting for 2 hours; on ERC-20 a deposit is usually credited within 3 minutes.',
    );
    expect(words).toContain('the fee paid by the sending wallet may be too low');
  });
});

describe('supportMessage', () => {
  it('names the address, asset, network, amount, hash and the cause, one per line', () => {
    const cause = causeWords({ kind: 'below_minimum', minimum: '10', final: true }, small, place);
    const lines = supportMessage(small, place, cause).split('\n');
    expect(lines.slice(0, 7)).toEqual([
      'Hello, I need help with a deposit.',
      'Deposit ID: dep_1',
      'Asset: Tether on Ethereum (USDT-ERC20)',
      'Network: ERC-20',
      `Address: 0x${'12'.repeat(20)}`,
      'Amount: 4.000000 USDT-ERC20 ($4.00)',
      `Transaction hash: 0x${'ab'.repeat(32)}`,
    ]);
    expect(lines[7]).toMatch(/^Seen: /);
    expect(lines[8]).toBe('Status: expired');
    expect(lines[9]).toBe(`What the dashboard says: ${cause}`);
  });

  it('says a dash where the service does not give the network or address', () => {
    const text = supportMessage(small, { ...place, network: null, address: null }, 'x');
    expect(text).toContain('Network: —\nAddress: —');
  });
});
