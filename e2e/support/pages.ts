/** Every signed-in page of the navigation, in its order: the sweeps walk each of them. */
export const SIGNED_IN_PATHS = [
  '/',
  '/cards',
  '/transactions',
  '/deposits',
  '/3ds',
  '/webhooks',
  '/settings',
] as const;
