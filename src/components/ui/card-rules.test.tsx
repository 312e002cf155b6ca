import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, startI18n } from '../../lib/i18n/i18n';
import { preloadLazy } from '../../test/preload';
import { CardRulesLine } from './card-rules';

preloadLazy({ signedIn: false, languages: ['fr'] });

// Money is in cents here, as the app holds it after the edge (api/wire-money.ts).
const governed = {
  spending_limit: 50_000,
  allowed_categories: ['advertising', 'software'],
  auto_freeze_at: 50_000,
  spent_this_month: 15_750,
};

describe("a card's rules as a sentence with its bar (decision 030)", () => {
  afterEach(() => startI18n('en'));

  it('reads the categories, this month against the limit, and the freeze threshold, each once', () => {
    render(<CardRulesLine card={governed} />);
    expect(
      screen.getByText(
        'Only Advertising and Software · $157.50 of $500.00 monthly limit · Freezes after a purchase brings this month to $500.00',
      ),
    ).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'This month’s spending' });
    expect(bar).toHaveAttribute('aria-valuenow', '15750');
    expect(bar).toHaveAttribute('aria-valuemax', '50000');
    expect(bar).toHaveAttribute('aria-valuetext', '$157.50 of $500.00 monthly limit');
  });

  it('Trial guard (issue #48): the limit with its progress, and the freeze after the next purchase', () => {
    render(
      <CardRulesLine card={{ spending_limit: 999, auto_freeze_at: 1, spent_this_month: 400 }} />,
    );
    expect(
      screen.getByText('$4.00 of $9.99 monthly limit · Freezes after its next purchase'),
    ).toBeInTheDocument();
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuemax', '999');
    expect(bar).toHaveAttribute('aria-valuenow', '400');
  });

  it('a threshold already reached freezes after the next purchase; a freeze alone runs the bar', () => {
    const { unmount } = render(
      <CardRulesLine
        card={{ spending_limit: 0, auto_freeze_at: 30_000, spent_this_month: 40_000 }}
      />,
    );
    expect(screen.getByText('Freezes after its next purchase')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    unmount();
    render(
      <CardRulesLine
        card={{ spending_limit: 0, auto_freeze_at: 30_000, spent_this_month: 10_000 }}
      />,
    );
    expect(
      screen.getByText(
        'Freezes after a purchase brings this month to $300.00 · $100.00 spent this month',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '30000');
  });

  it('says "No limits" with the month so far when nothing governs the card (0 means none)', () => {
    render(
      <CardRulesLine
        card={{
          spending_limit: 0,
          allowed_categories: [],
          auto_freeze_at: 0,
          spent_this_month: 1_200,
        }}
      />,
    );
    expect(screen.getByText('No limits · $12.00 spent this month')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("names the limit without a bar when the provider does not send this month's spending", () => {
    render(<CardRulesLine card={{ spending_limit: 20_000 }} />);
    expect(screen.getByText('Up to $200.00 a month')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('reads in French, category names included', async () => {
    await activateLocale('fr');
    render(<CardRulesLine card={governed} />);
    const text = screen.getByText(/^Uniquement Publicité et Logiciels · .*limite mensuelle/);
    expect(text).toHaveTextContent(/157,50.*sur.*500,00/);
    expect(screen.getByRole('progressbar', { name: 'Dépenses de ce mois-ci' })).toBeInTheDocument();
  });
});
