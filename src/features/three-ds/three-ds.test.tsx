import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';
import { Countdown, formatRemaining, remainingSeconds } from './countdown';

afterEach(() => vi.useRealTimers());

describe('countdown', () => {
  it('formats and counts down to zero, then says expired once', () => {
    expect(formatRemaining(300)).toBe('5:00');
    expect(formatRemaining(61)).toBe('1:01');
    expect(remainingSeconds('2026-11-22T10:05:00Z', Date.parse('2026-11-22T10:00:00.500Z'))).toBe(
      300,
    );
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-22T10:00:00Z'));
    const onExpire = vi.fn();
    render(<Countdown to="2026-11-22T10:05:00Z" offsetMs={0} onExpire={onExpire} />);
    expect(screen.getByText('5:00')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByText('3:59')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(239_000));
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});

describe('3DS inbox', () => {
  async function withChallenge() {
    const sandbox = setupTestSandbox();
    const { seed, cardId } = await sandbox.activeAccount(200);
    await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 100 }, seed);
    sessionStore.signIn(seed);
    const purchase = (merchant: string) =>
      sandbox.api(
        'POST',
        '/sandbox/purchases',
        {
          card_id: cardId,
          amount: 42,
          three_ds: true,
          merchant: { name: merchant, category: 'ecommerce', mcc: '5999', country: 'DE' },
        },
        seed,
      );
    return { ...sandbox, seed, cardId, purchase };
  }

  it('lists pending challenges first and shows the code only when asked, never caching it', async () => {
    const s = await withChallenge();
    const challenge = await s.purchase('Zalando');
    const otp = (await s.api('GET', `/3ds/${challenge.id}`, undefined, s.seed)).otp as string;
    const user = userEvent.setup();
    const { queryClient } = renderApp('/3ds');
    const item = await screen.findByRole('listitem', { name: 'Zalando, $42.00' });
    expect(item).toHaveTextContent('My first card ••••');
    expect(document.body.textContent).not.toContain(otp);
    await user.click(within(item).getByRole('button', { name: 'Show code' }));
    expect(await within(item).findByTestId('otp')).toHaveTextContent(otp);
    expect(within(item).getByRole('button', { name: 'Copy one-time code' })).toBeInTheDocument();
    expect(within(item).getByText(/^[0-5]:\d\d$/)).toBeInTheDocument();
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain(otp);
    expect(JSON.stringify(localStorage) + JSON.stringify(sessionStorage)).not.toContain(otp);
  });

  it('a challenge that expired on the service before "Show code" moves to the history, without a code or an error', async () => {
    const s = await withChallenge();
    await s.purchase('Zalando');
    const user = userEvent.setup();
    renderApp('/3ds');
    const item = await screen.findByRole('listitem', { name: 'Zalando, $42.00' });
    // The page still counts down; the service's clock is past the 5 minutes (issue #47 item 11a).
    s.clock.advance(5 * 60_000 + 1000);
    await user.click(within(item).getByRole('button', { name: 'Show code' }));
    const past = await screen.findByRole('list', { name: 'Past challenges' });
    expect(await within(past).findByText('Expired')).toBeInTheDocument();
    expect(screen.queryByTestId('otp')).toBeNull();
    expect(screen.queryByText('The service did not send a code for this challenge.')).toBeNull();
  });

  it('moves a completed challenge to the history', async () => {
    const s = await withChallenge();
    const challenge = await s.purchase('Zalando');
    const otp = (await s.api('GET', `/3ds/${challenge.id}`, undefined, s.seed)).otp;
    await s.api('POST', `/sandbox/3ds/${challenge.id}/complete`, { otp }, s.seed);
    renderApp('/3ds');
    const past = await screen.findByRole('list', { name: 'Past challenges' });
    expect(within(past).getByText('Zalando')).toBeInTheDocument();
    expect(within(past).getByText('Completed')).toBeInTheDocument();
    expect(await screen.findByText('Nothing to approve')).toBeInTheDocument();
  });

  it('announces a new challenge without a reload, in the app and in the tab title, without the code', async () => {
    const s = await withChallenge();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Overview' });
    await waitFor(() => expect(document.title).toBe('Virtual Cards'));
    const challenge = await s.purchase('Steam');
    const otp = (await s.api('GET', `/3ds/${challenge.id}`, undefined, s.seed)).otp as string;
    expect(await screen.findByText('3-D Secure code requested')).toBeInTheDocument();
    expect(screen.getByText(/Steam asks for a 3-D Secure code for \$42\.00/)).toBeInTheDocument();
    expect(document.title).toBe('(1) Virtual Cards');
    expect(document.body.textContent).not.toContain(otp);
    expect(screen.getAllByText('1', { selector: 'span' }).length).toBeGreaterThan(0);
  });
});
