import { afterEach, describe, expect, it } from 'vitest';
import { cardOptionName } from '../components/ui/card-select';
import { currencyLabel } from './currencies';
import { MODE_LABEL } from './connection';
import { activateLocale, i18n, loadAppMessages, startI18n } from './i18n/i18n';
import { cardLabelText, timelineNoteText } from './service-words';

/**
 * Words that reached a French page in English (issue #29, item 8): the service's own sentences,
 * the label the sandbox gives a first card, the names of assets and the header's mode.
 */
describe('words from the service and our tables, in French', () => {
  afterEach(() => startI18n('en'));

  it('translates what the sandbox writes and leaves what a person wrote', async () => {
    await loadAppMessages();
    await activateLocale('fr');
    expect(timelineNoteText(i18n, 'One-time code sent')).toBe('Code à usage unique envoyé');
    expect(timelineNoteText(i18n, 'The card is frozen.')).toBe('La carte est gelée.');
    expect(timelineNoteText(i18n, 'Bank says no')).toBe('Bank says no');
    expect(cardLabelText(i18n, 'My first card')).toBe('Ma première carte');
    expect(cardLabelText(i18n, 'Groceries')).toBe('Groceries');
    expect(cardOptionName({ id: 'card_1', label: 'My first card', last4: '4242' })).toBe(
      'Ma première carte •••• 4242',
    );
  });

  it('names assets and the mode in the person’s language', async () => {
    await activateLocale('fr');
    expect(currencyLabel('usdt')).toBe('Tether sur Ethereum (USDT-ERC20)');
    expect(currencyLabel('btc')).toBe('Bitcoin (BTC)');
    expect(i18n._(MODE_LABEL.demo)).toBe('DÉMO');
  });
});
