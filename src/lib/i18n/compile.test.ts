// @vitest-environment node
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { messages as publicCompiled } from 'virtual:english-messages';
import { messages as appCompiled } from 'virtual:english-app-messages';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { readCatalog } from '../../../e2e/support/catalogs';
import { compilePlaceholders } from './i18n';

const parts = (compiled: unknown) =>
  (typeof compiled === 'string' ? [compiled] : (compiled as unknown[])).filter((p) => p !== '');

/**
 * English is compiled in the page (decision 011): plurals come compiled from the build
 * (server/english-messages.ts), every other message goes through `compilePlaceholders`. For each
 * English message, the two together give what Lingui's own compiler gives.
 */
describe.each([
  ['public', publicCompiled],
  ['app', appCompiled],
])('English %s messages', (name, shipped) => {
  const english = [...readCatalog(`src/locales/en/${name}.po`).keys()];

  it('compile in the page as Lingui compiles them', () => {
    const wrong = english.filter((message) => {
      const id = generateMessageId(message);
      const inPage = shipped[id] ?? compilePlaceholders(message);
      return JSON.stringify(parts(inPage)) !== JSON.stringify(parts(compileMessage(message)));
    });
    expect(wrong).toEqual([]);
  });

  it('ship compiled only when they need to (plurals)', () => {
    const shippedMessages = english.filter((message) => shipped[generateMessageId(message)]);
    expect(shippedMessages.every((message) => /\{\w+, *(plural|select)/.test(message))).toBe(true);
  });
});
