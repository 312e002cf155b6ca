// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { alertOperations } from '../../src/contract/alerts-api';
import { parseRegistration } from './registration';

const registration = {
  hook_id: 'a'.repeat(32),
  secret: 's'.repeat(32),
  subscription: {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQ', auth: 'tBHItJI5svbpez7KI4CCXg' },
  },
  kinds: ['declined'],
  lang: 'en',
};

/** Issue #49: the registration's body is declared in its operation (decision 034), read there. */
describe('a device’s registration', () => {
  const declared = alertOperations.registerAlertHook.body;
  const policy = { loopback: false };
  const cases: [string, unknown][] = [
    ['a registration', registration],
    ['a short secret', { ...registration, secret: 'short' }],
    ['no kinds', { ...registration, kinds: [] }],
    ['a language the alerts do not speak', { ...registration, lang: 'xx' }],
    [
      'a key that is not base64url',
      {
        ...registration,
        subscription: { ...registration.subscription, keys: { p256dh: '!', auth: 'x' } },
      },
    ],
  ];

  it('is read by the schema the operation declares, plus the server’s push rule', () => {
    for (const [name, body] of cases)
      expect(parseRegistration(JSON.stringify(body), policy) !== null, name).toBe(
        z.safeParse(declared, body).success,
      );
    const unknownPush = {
      ...registration,
      subscription: { ...registration.subscription, endpoint: 'https://example.com/push' },
    };
    expect(z.safeParse(declared, unknownPush).success).toBe(true);
    expect(parseRegistration(JSON.stringify(unknownPush), policy)).toBeNull();
  });
});
