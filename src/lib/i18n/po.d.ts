// A catalogue imported from a .po file, compiled by @lingui/vite-plugin (decision 011).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// English messages with placeholders, compiled at build time (server/english-messages.ts).
declare module 'virtual:english-messages' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// The signed-in features' English messages with placeholders (loaded with the session layout).
declare module 'virtual:english-app-messages' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
