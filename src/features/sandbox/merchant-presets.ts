import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SimulatedMerchant } from '../../contract/sandbox';

/**
 * Merchants a simulated purchase can come from; `label` is shown in the person's language. The
 * purchase simulator's choices, so beside it (issue #49 item 5), not in src/api.
 */
export const MERCHANT_PRESETS: ReadonlyArray<SimulatedMerchant & { label: MessageDescriptor }> = [
  {
    label: msg`Meta Ads (advertising, US)`,
    name: 'Meta Ads',
    category: 'advertising',
    mcc: '7311',
    country: 'US',
  },
  {
    label: msg`Google Ads (advertising, IE)`,
    name: 'Google Ads',
    category: 'advertising',
    mcc: '7311',
    country: 'IE',
  },
  {
    label: msg`AWS (software, US)`,
    name: 'Amazon Web Services',
    category: 'software',
    mcc: '7372',
    country: 'US',
  },
  {
    label: msg`OpenAI (digital services, US)`,
    name: 'OpenAI',
    category: 'digital_services',
    mcc: '5818',
    country: 'US',
  },
  {
    label: msg`Netflix (entertainment, NL)`,
    name: 'Netflix',
    category: 'entertainment',
    mcc: '4899',
    country: 'NL',
  },
  {
    label: msg`Lufthansa (travel, DE)`,
    name: 'Lufthansa',
    category: 'travel',
    mcc: '3008',
    country: 'DE',
  },
  {
    label: msg`Uber (transport, US)`,
    name: 'Uber',
    category: 'transport',
    mcc: '4121',
    country: 'US',
  },
  {
    label: msg`Zalando (e-commerce, DE)`,
    name: 'Zalando',
    category: 'ecommerce',
    mcc: '5691',
    country: 'DE',
  },
  { label: msg`Steam (gaming, US)`, name: 'Steam', category: 'gaming', mcc: '5816', country: 'US' },
];
