// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALERT_KINDS } from '../contract/alerts';
import { notificationsFor } from './alert-notification';

const all = [...ALERT_KINDS];
const txn = {
  id: 'txn_1',
  card_id: 'card_1',
  amount: -8.5,
  balance_after: 4.25,
  merchant: { name: 'Kiosk' },
  decline_code: null,
  // A provider's extra fields are never read into the words.
  pan: '4111111111111111',
  cvv: '123',
};

describe('alert words', () => {
  it('a purchase that leaves under $10 is an approval and a low-balance alert', () => {
    expect(notificationsFor('transaction.authorized', txn, all, 'en')).toEqual([
      expect.objectContaining({ title: 'Purchase approved', body: 'Kiosk, $8.50' }),
      { title: 'Low balance', body: 'Kiosk: $4.25 left.', url: '/cards/card_1', tag: 'low:card_1' },
    ]);
    expect(notificationsFor('transaction.authorized', txn, ['approved'], 'en')).toHaveLength(1);
    expect(JSON.stringify(notificationsFor('transaction.authorized', txn, all, 'ru'))).not.toMatch(
      /4111|123\b/,
    );
  });

  it('a card frozen by hand is not "frozen by its rule"; one frozen by the rule is', () => {
    const card = { id: 'card_1', label: 'Ads', last4: '1111' };
    expect(notificationsFor('card.frozen', card, all, 'en')).toEqual([]);
    expect(
      notificationsFor('card.frozen', { ...card, reason: 'auto_freeze_threshold' }, all, 'es'),
    ).toEqual([
      {
        title: 'Tarjeta congelada por su regla',
        body: 'Ads se congeló automáticamente.',
        url: '/cards/card_1',
        tag: 'card.frozen:card_1',
      },
    ]);
  });

  it('a confirmed deposit names what was credited; a 3-D Secure alert opens the inbox', () => {
    const deposit = { id: 'dep_1', amount_usd: 50, credited_usd: 49.5 };
    expect(notificationsFor('deposit.confirmed', deposit, all, 'en')[0]?.body).toBe(
      '$49.50 added to your balance.',
    );
    const challenge = { id: 'c_1', merchant: 'Shop', amount: 5, otp: '654321' };
    const [note] = notificationsFor('3ds.challenge', challenge, all, 'vi');
    expect(note).toMatchObject({ title: 'Mã 3-D Secure đang chờ', url: '/3ds' });
    expect(note?.body).not.toContain('654321');
  });
});
