import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  Coins,
  Copy,
  CreditCard,
  Eye,
  Keyboard,
  Languages,
  LayoutDashboard,
  List,
  Monitor,
  Moon,
  Receipt,
  Settings,
  ShieldCheck,
  Snowflake,
  Sun,
  SunSnow,
  Wallet,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';
import { useNavigate } from 'react-router';
import { CardMark } from '../../components/ui/card-mark';
import { useCardLooks } from '../../lib/card-look';
import { COLOUR_NAMES } from '../../lib/card-look-names';
import { cardQueries } from '../../api/cards';
import { toast } from '../../components/ui/toaster';
import { statusLabel } from '../../components/ui/status';
import type { CardListItem } from '../../contract/cards';
import { useFreezeToggle } from '../../features/cards/use-freeze-toggle';
import { formatCents } from '../../lib/money';
import { paths, type CardIntent } from '../../lib/paths';
import { saveTheme } from '../../lib/theme';
import { activateLocale } from '../../lib/i18n/i18n';
import { LOCALE_NAMES, LOCALES } from '../../lib/i18n/locales';
import { NAV_ITEMS } from '../page-table';
import type { Command, CommandGroup } from './commands';
import { cardName } from '../../lib/service-words';

const PAGE_ICONS: Record<string, LucideIcon> = {
  [paths.overview]: LayoutDashboard,
  [paths.cards]: CreditCard,
  [paths.transactions()]: Receipt,
  [paths.deposits]: Coins,
  [paths.threeDs]: ShieldCheck,
  [paths.webhooks]: Webhook,
  [paths.settings]: Settings,
};

/** A card's name in the menu: its label, or its network, and the last four digits. */
export const menuCardName = (card: CardListItem) =>
  `${cardName(i18n, card, card.network === 'visa' ? 'Visa' : 'Mastercard')} •••• ${card.last4}`;

/**
 * The commands of the menu's current page: the root (pages, cards, theme, help) or one card's
 * actions (`page` is the card's id).
 */
export function useAppCommands({
  page,
  pendingCount,
  showShortcuts,
}: {
  page: string | null;
  pendingCount: number;
  showShortcuts: () => void;
}): { groups: CommandGroup[]; loadingCards: boolean; cardsFailed: boolean } {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const cards = useQuery(cardQueries.every());
  const looks = useCardLooks();
  const freeze = useFreezeToggle();
  const all = cards.data?.data ?? [];
  const state = { loadingCards: cards.isPending, cardsFailed: cards.isError };

  const card = page ? all.find((c) => c.id === page) : undefined;
  if (card) {
    const open = (intent?: CardIntent) =>
      navigate(paths.card(card.id), intent ? { state: { intent } } : undefined);
    const live = card.status !== 'terminated';
    const candidates: Array<Command | false> = [
      { id: 'card-open', label: t`Open the card`, icon: CreditCard, run: () => open() },
      live && {
        id: 'card-freeze',
        label: card.status === 'frozen' ? t`Unfreeze the card` : t`Freeze the card`,
        icon: card.status === 'frozen' ? SunSnow : Snowflake,
        run: () => freeze.mutate({ cardId: card.id, freeze: card.status !== 'frozen' }),
      },
      live && { id: 'card-fund', label: t`Fund the card…`, icon: Wallet, run: () => open('fund') },
      live && {
        id: 'card-reveal',
        label: t`Reveal the card details`,
        icon: Eye,
        run: () => open('reveal'),
      },
      {
        id: 'card-copy',
        label: t`Copy the last four digits`,
        hint: card.last4,
        icon: Copy,
        run: () =>
          void navigator.clipboard.writeText(card.last4).then(
            () => toast.success(t`Copied ${card.last4}`),
            () => toast.error(t`Could not copy: the browser refused access to the clipboard.`),
          ),
      },
      {
        id: 'card-transactions',
        label: t`Show its transactions`,
        icon: List,
        run: () => navigate(paths.transactions({ card_id: card.id })),
      },
    ];
    const actions = candidates.filter((c): c is Command => c !== false);
    return { groups: [{ heading: menuCardName(card), commands: actions }], ...state };
  }

  const pages: Command[] = NAV_ITEMS.map((item) => ({
    id: `page-${item.to}`,
    label: item.to === paths.threeDs ? t`3-D Secure inbox` : i18n._(item.label),
    keywords: item.to === paths.threeDs ? ['3DS', t`one-time code`, 'OTP'] : [],
    hint: item.to === paths.threeDs && pendingCount > 0 ? t`${pendingCount} pending` : undefined,
    icon: PAGE_ICONS[item.to],
    run: () => {
      void item.load();
      navigate(item.to);
    },
  }));
  const cardCommands: Command[] = all.map((c) => ({
    id: `card-${c.id}`,
    label: menuCardName(c),
    // The colour the person chose finds the card too ("teal"), decision 030.
    keywords: [
      c.last4,
      statusLabel(c.status),
      ...(looks[c.id]?.colour ? [i18n._(COLOUR_NAMES[looks[c.id]!.colour!])] : []),
    ],
    mark: looks[c.id]
      ? createElement(CardMark, { look: looks[c.id]!, gone: c.status === 'terminated' })
      : undefined,
    hint: `${statusLabel(c.status)} · ${formatCents(c.balance)}`,
    icon: CreditCard,
    opens: c.id,
  }));
  const themes: Command[] = [
    { id: 'theme-light', label: t`Light theme`, icon: Sun, run: () => saveTheme('light') },
    { id: 'theme-dark', label: t`Dark theme`, icon: Moon, run: () => saveTheme('dark') },
    {
      id: 'theme-system',
      label: t`Theme of the system`,
      icon: Monitor,
      run: () => saveTheme('system'),
    },
  ];
  const languages: Command[] = LOCALES.map((code) => ({
    id: `language-${code}`,
    label: LOCALE_NAMES[code],
    keywords: [code, t`Language`],
    hint: code === i18n.locale ? t`current` : undefined,
    icon: Languages,
    run: () => void activateLocale(code, { remember: true }),
  }));
  const help: Command[] = [
    { id: 'help-shortcuts', label: t`Keyboard shortcuts`, icon: Keyboard, run: showShortcuts },
  ];
  return {
    groups: [
      { heading: t`Go to`, commands: pages },
      { heading: t`Cards`, commands: cardCommands },
      { heading: t`Theme`, commands: themes },
      { heading: t`Language`, commands: languages },
      { heading: t`Help`, commands: help },
    ],
    ...state,
  };
}
