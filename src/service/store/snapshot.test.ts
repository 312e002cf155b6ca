// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEPOSIT_CURRENCIES } from '../../contract/wallet';
import { testService } from '../testing';

describe('snapshots from before one address per asset', () => {
  it('keep the address shown at sign-up as the deposit address, and give every asset one, stably', async () => {
    const { service, call } = testService();
    const gen = (await call('POST', '/', { body: { asset: 'BTC' } })).body;
    // The old shape: a funding address apart from four deposit addresses.
    const old = service.snapshot() as unknown as {
      accounts: Record<string, Record<string, unknown>>;
    };
    const account = Object.values(old.accounts)[0]!;
    delete account.addresses;
    account.fundingAddress = gen.wallet.address;
    account.depositAddresses = {
      btc: 'bc1qolddeposit',
      eth: '0xold',
      sol: 'OldSol',
      usdt: '0xoldusdt',
    };

    const restore = async () => {
      const again = testService();
      again.service.restore(structuredClone(old));
      return (await again.call('GET', '/wallet/deposit-address', { seed: gen.seed })).body;
    };
    const first = await restore();
    expect(first.addresses.btc).toBe(gen.wallet.address);
    expect(first.addresses.eth).toBe('0xold');
    expect(Object.keys(first.addresses).sort()).toEqual([...DEPOSIT_CURRENCIES].sort());
    expect((await restore()).addresses).toEqual(first.addresses);
  });
});
