/**
 * Where the session is kept (lib/session.ts), in a module of its own: the first-paint check in
 * index.html (server/first-paint.ts) reads the same keys before any of the app has loaded.
 */
export const SESSION_KEY = 'vcs.session.seed';
export const ACCOUNT_KEY = 'vcs.session.account';
/** When this tab was last active (ms since 1970): the auto-lock counts on across a reload. */
export const ACTIVE_KEY = 'vcs.session.active';
/** Where versions before the vault kept a remembered seed, in clear. Only ever removed now. */
export const LEGACY_REMEMBER_KEY = 'vcs.remembered.seed';
/**
 * A seed generated in this tab and not yet confirmed as stored (features/onboarding/unsaved-seed.ts):
 * the welcome page shows it again, so that page's HTML (the form) is not this newcomer's.
 */
export const UNSAVED_SEED_KEY = 'vcs.onboarding.unsaved';
