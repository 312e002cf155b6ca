import { describe, expect, it } from 'vitest';
import { testService } from './testing';

/** GET /sandbox/requests through the service's HTTP surface (issue #50 item 7, decision 040). */
describe('the account’s request log', () => {
  it('lists this account’s requests newest first, and never another’s or an unknown seed’s', async () => {
    const { call, clock, fundedAccount } = testService();
    const { seed, cardId } = await fundedAccount(100);
    const other = await fundedAccount(100);
    await call('GET', '/sandbox/requests', { seed }); // not logged: reading the log
    const details = await call('GET', `/cards/${cardId}/details`, { seed });
    clock.advance(5);
    await call('GET', '/cards/4111111111111111', { seed });
    await call('GET', '/cards', { seed: 'WXYZ-WXYZ-WXYZ-WXYZ' });
    await call('GET', '/cards?per_page=5', { seed: other.seed });

    const log = await call('GET', '/sandbox/requests', { seed });
    expect(log.status).toBe(200);
    const [notFound, shown, ...earlier] = log.body.data;
    expect(notFound).toMatchObject({ method: 'GET', path: '/cards/{id}', status: 404 });
    expect(shown).toMatchObject({
      method: 'GET',
      path: `/cards/${cardId}/details`,
      status: 200,
      request_id: details.headers.get('X-Request-Id'),
      duration_ms: 0,
    });
    expect(Date.parse(notFound.at) - Date.parse(shown.at)).toBe(5);
    // generate is public (no account yet); the deposit, its confirmation and the card list are.
    expect(earlier.map((e: { path: string }) => e.path)).toEqual([
      '/cards',
      expect.stringMatching(/^\/sandbox\/deposits\/dep_\w+\/confirm$/),
      '/sandbox/deposits',
    ]);
    const text = JSON.stringify(log.body);
    expect(text).not.toContain('4111111111111111');
    expect(text).not.toContain(seed);
    expect(text).not.toContain('per_page');
    expect(text).not.toContain('WXYZ');
    const others = await call('GET', '/sandbox/requests', { seed: other.seed });
    expect(others.body.data[0]).toMatchObject({ path: '/cards?per_page=…', status: 200 });
  });

  it('a reset account’s log goes with it', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(100);
    await call('POST', '/sandbox/reset', { seed });
    const gone = await call('GET', '/sandbox/requests', { seed });
    expect(gone.status).toBe(401);
  });
});
