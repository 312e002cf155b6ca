// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEPOSIT_CURRENCIES } from '../../contract/wallet';
import { cvvFor, otpFor, panFor, secretsKeyFor } from '../domain/secrets';
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

describe('a copy of the store without the seed', () => {
  it('yields no card number, CVV or one-time code', async () => {
    const { service, call, fundedAccount } = testService();
    const { seed, cardId } = await fundedAccount(100);
    const details = (await call('GET', `/cards/${cardId}/details`, { seed })).body;
    const challenge = (
      await call('POST', '/sandbox/purchases', {
        seed,
        body: { card_id: cardId, amount: 5, three_ds: true },
      })
    ).body;
    const otp = (await call('GET', `/3ds/${challenge.id}`, { seed })).body.otp;

    const copy = service.snapshot();
    const text = JSON.stringify(copy);
    expect(text).not.toContain(details.pan);
    // Everything the store holds, used as the key the old sandbox derived secrets from.
    const card = Object.values(copy.accounts)[0]!.cards.find((c) => c.id === cardId)!;
    expect(panFor(copy.secret, card.id, card.binId)).not.toBe(details.pan);
    expect(cvvFor(copy.secret, card.id)).not.toBe(details.cvv);
    expect(otpFor(copy.secret, challenge.id)).not.toBe(otp);
    // With the seed, they come back the same.
    expect(panFor(secretsKeyFor(seed), card.id, card.binId)).toBe(details.pan);
  });
});
