/**
 * The registration form's rule is the contract's zod schema: loaded when the page is idle or on
 * submit, not in the page's first load, which carries no zod (decision 005, fourth pass).
 */
export const loadWebhookRule = () =>
  import('../../contract/webhooks').then((contract) => contract.createWebhookInputSchema);
