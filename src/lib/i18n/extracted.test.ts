// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalog } from '../../../e2e/support/catalogs';
import { LOCALES } from './locales';

/**
 * The committed catalogues hold every message of the code: `lingui extract` into a copy changes
 * no message. A message added without `npm run i18n:extract` would show untranslated, and in
 * English a message with a placeholder would show its `{0}` (server/english-messages.ts).
 */
describe('the message catalogues', () => {
  it('are extracted from the code as it is', () => {
    const copy = mkdtempSync(join(tmpdir(), 'vcs-locales-'));
    try {
      cpSync('src/locales', copy, { recursive: true });
      const run = spawnSync(
        process.execPath,
        ['node_modules/@lingui/cli/dist/lingui.js', 'extract', '--clean'],
        {
          env: { ...process.env, LINGUI_CATALOGS: copy },
          encoding: 'utf8',
        },
      );
      expect(run.status, run.stderr).toBe(0);
      for (const locale of LOCALES)
        for (const name of ['public', 'app']) {
          const committed = [...readCatalog(`src/locales/${locale}/${name}.po`).keys()].sort();
          const extracted = [...readCatalog(join(copy, locale, `${name}.po`)).keys()].sort();
          expect(extracted, `${locale}/${name}.po: run npm run i18n:extract`).toEqual(committed);
        }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 120_000);
});
