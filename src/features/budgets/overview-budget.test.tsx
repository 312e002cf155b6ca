import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadLazy } from '../../test/preload';
import { overviewWithBudget } from './budget.fixtures';

preloadLazy({ pages: ['overview', 'cards'] });

const WAIT = { timeout: 15_000 };

describe('budget on the overview', () => {
  beforeEach(() => localStorage.clear());

  it('shows what is safe to spend and the month’s progress once a budget is set', async () => {
    const { section } = await overviewWithBudget('100');
    expect(await within(section).findByText('Safe to spend: $88.00', {}, WAIT)).toBeVisible();
    const bar = within(section).getByRole('progressbar', { name: 'Monthly budget' });
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(bar).toHaveAttribute('aria-valuetext', '$12.00 of $100.00 spent (12 %)');
    expect(section).toHaveTextContent('$12.00 this month, $0.00 by this day last month');
    expect(within(section).queryByRole('status')).toBeNull();
  });

  it('warns once 80 % of the budget is spent', async () => {
    const { section } = await overviewWithBudget('14');
    expect(
      await within(section).findByText('You have used 85 % of your monthly budget', {}, WAIT),
    ).toBeVisible();
    expect(within(section).getByText('Safe to spend: $2.00')).toBeVisible();
  });

  it('refuses an empty budget and a budget of 0 in words, and saves nothing', async () => {
    const { section, user } = await overviewWithBudget('');
    const field = within(section).getByLabelText('Monthly budget (USD)');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Enter a budget, such as 500.'),
    );
    await user.type(field, '0');
    await user.click(within(section).getByRole('button', { name: 'Save budget' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('A budget must be more than $0.'),
    );
    await waitFor(() => expect(field).toHaveFocus());
    expect(within(section).queryByText(/Safe to spend/)).toBeNull();
  });
});

describe('safe to spend under the header on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is in the header on a phone once a budget is set, a link to the overview', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('max-width: 639.98px'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const { section } = await overviewWithBudget('100');
    await within(section).findByText('Safe to spend: $88.00', {}, WAIT);
    const banner = screen.getByRole('banner');
    expect(
      await within(banner).findByRole('link', { name: 'Safe to spend: $88.00' }, WAIT),
    ).toHaveAttribute('href', '/');
  });
});
