import type { AlertLanguage } from '../contract/alerts';

type Words = {
  approved: string;
  declined: string;
  refunded: string;
  threeDs: string;
  threeDsBody: (merchant: string, amount: string) => string;
  deposit: string;
  depositBody: (amount: string) => string;
  autoFrozen: string;
  autoFrozenBody: (card: string) => string;
  lowBalance: string;
  lowBalanceBody: (card: string, amount: string) => string;
  yourCard: string;
  reasons: Record<string, string>;
};

/**
 * The notification's words in the person's language (decision 011's five). The server has no
 * Lingui catalogue: these few lines live here, and the receiver test reads them back. In src/lib
 * so that both npm run serve (server/alerts) and the demo's watcher import it, one way.
 */
export const WORDS: Record<AlertLanguage, Words> = {
  en: {
    yourCard: 'Your card',
    approved: 'Purchase approved',
    declined: 'Purchase declined',
    refunded: 'Refund received',
    threeDs: '3-D Secure code waiting',
    threeDsBody: (m, a) => `${m}, ${a}: a code is waiting — open to see it.`,
    deposit: 'Deposit confirmed',
    depositBody: (a) => `${a} added to your balance.`,
    autoFrozen: 'Card frozen by its rule',
    autoFrozenBody: (c) => `${c} was frozen automatically.`,
    lowBalance: 'Low balance',
    lowBalanceBody: (c, a) => `${c}: ${a} left.`,
    reasons: {
      card_frozen: 'the card is frozen',
      card_terminated: 'the card is terminated',
      category_not_allowed: 'this kind of shop is not allowed on the card',
      exceeds_bin_transaction_limit: 'the amount is above the per-purchase maximum',
      exceeds_bin_monthly_limit: 'the monthly maximum would be exceeded',
      exceeds_spending_limit: "the card's monthly spending limit would be exceeded",
      insufficient_card_balance: 'the card balance is too low',
      three_ds_expired: 'the 3-D Secure code was not entered in time',
    },
  },
  fr: {
    yourCard: 'Votre carte',
    approved: 'Achat accepté',
    declined: 'Achat refusé',
    refunded: 'Remboursement reçu',
    threeDs: 'Code 3-D Secure en attente',
    threeDsBody: (m, a) => `${m}, ${a} : un code vous attend — ouvrez pour le voir.`,
    deposit: 'Dépôt confirmé',
    depositBody: (a) => `${a} ajoutés à votre solde.`,
    autoFrozen: 'Carte gelée par sa règle',
    autoFrozenBody: (c) => `${c} a été gelée automatiquement.`,
    lowBalance: 'Solde bas',
    lowBalanceBody: (c, a) => `${c} : il reste ${a}.`,
    reasons: {
      card_frozen: 'la carte est gelée',
      card_terminated: 'la carte est résiliée',
      category_not_allowed: "ce type de commerce n'est pas autorisé sur la carte",
      exceeds_bin_transaction_limit: 'le montant dépasse le maximum par achat',
      exceeds_bin_monthly_limit: 'le maximum mensuel serait dépassé',
      exceeds_spending_limit: 'la limite de dépenses mensuelle de la carte serait dépassée',
      insufficient_card_balance: 'le solde de la carte est insuffisant',
      three_ds_expired: "le code 3-D Secure n'a pas été saisi à temps",
    },
  },
  es: {
    yourCard: 'Su tarjeta',
    approved: 'Compra aprobada',
    declined: 'Compra rechazada',
    refunded: 'Reembolso recibido',
    threeDs: 'Código 3-D Secure pendiente',
    threeDsBody: (m, a) => `${m}, ${a}: hay un código esperando — abra para verlo.`,
    deposit: 'Depósito confirmado',
    depositBody: (a) => `${a} añadidos a su saldo.`,
    autoFrozen: 'Tarjeta congelada por su regla',
    autoFrozenBody: (c) => `${c} se congeló automáticamente.`,
    lowBalance: 'Saldo bajo',
    lowBalanceBody: (c, a) => `${c}: quedan ${a}.`,
    reasons: {
      card_frozen: 'la tarjeta está congelada',
      card_terminated: 'la tarjeta está cancelada',
      category_not_allowed: 'este tipo de comercio no está permitido en la tarjeta',
      exceeds_bin_transaction_limit: 'el importe supera el máximo por compra',
      exceeds_bin_monthly_limit: 'se superaría el máximo mensual',
      exceeds_spending_limit: 'se superaría el límite de gasto mensual de la tarjeta',
      insufficient_card_balance: 'el saldo de la tarjeta es insuficiente',
      three_ds_expired: 'el código 3-D Secure no se introdujo a tiempo',
    },
  },
  ru: {
    yourCard: 'Ваша карта',
    approved: 'Покупка одобрена',
    declined: 'Покупка отклонена',
    refunded: 'Получен возврат',
    threeDs: 'Ожидает код 3-D Secure',
    threeDsBody: (m, a) => `${m}, ${a}: вас ждёт код — откройте, чтобы увидеть.`,
    deposit: 'Пополнение подтверждено',
    depositBody: (a) => `${a} зачислено на баланс.`,
    autoFrozen: 'Карта заморожена по правилу',
    autoFrozenBody: (c) => `${c} заморожена автоматически.`,
    lowBalance: 'Низкий баланс',
    lowBalanceBody: (c, a) => `${c}: осталось ${a}.`,
    reasons: {
      card_frozen: 'карта заморожена',
      card_terminated: 'карта закрыта',
      category_not_allowed: 'этот тип магазинов запрещён для карты',
      exceeds_bin_transaction_limit: 'сумма выше максимума на одну покупку',
      exceeds_bin_monthly_limit: 'был бы превышен месячный максимум',
      exceeds_spending_limit: 'был бы превышен месячный лимит расходов карты',
      insufficient_card_balance: 'на карте недостаточно средств',
      three_ds_expired: 'код 3-D Secure не был введён вовремя',
    },
  },
  vi: {
    yourCard: 'Thẻ của bạn',
    approved: 'Giao dịch được chấp nhận',
    declined: 'Giao dịch bị từ chối',
    refunded: 'Đã nhận hoàn tiền',
    threeDs: 'Mã 3-D Secure đang chờ',
    threeDsBody: (m, a) => `${m}, ${a}: có một mã đang chờ — mở để xem.`,
    deposit: 'Đã xác nhận nạp tiền',
    depositBody: (a) => `${a} đã được cộng vào số dư.`,
    autoFrozen: 'Thẻ bị khóa theo quy tắc',
    autoFrozenBody: (c) => `${c} đã bị khóa tự động.`,
    lowBalance: 'Số dư thấp',
    lowBalanceBody: (c, a) => `${c}: còn ${a}.`,
    reasons: {
      card_frozen: 'thẻ đang bị khóa',
      card_terminated: 'thẻ đã bị hủy',
      category_not_allowed: 'loại cửa hàng này không được phép trên thẻ',
      exceeds_bin_transaction_limit: 'số tiền vượt mức tối đa cho mỗi giao dịch',
      exceeds_bin_monthly_limit: 'sẽ vượt mức tối đa hằng tháng',
      exceeds_spending_limit: 'sẽ vượt hạn mức chi tiêu hằng tháng của thẻ',
      insufficient_card_balance: 'số dư thẻ không đủ',
      three_ds_expired: 'mã 3-D Secure không được nhập kịp thời',
    },
  },
};
