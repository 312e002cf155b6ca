// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './domain/errors';
import { ROUTES } from './http/routes';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('lists every error code with its status', () => {
    for (const [code, { status }] of Object.entries(ERROR_CODES)) {
      expect(readme, code).toMatch(new RegExp(`\\|\\s*\`${code}\`\\s*\\|\\s*${status}\\s*\\|`));
    }
  });

  it('documents every sandbox simulator route', () => {
    for (const op of ROUTES.filter((o) => o.path.startsWith('/sandbox/'))) {
      expect(readme, op.path).toContain(
        `${op.method.toUpperCase()} ${op.path.replace(/:(\w+)/g, '{$1}')}`,
      );
    }
  });
});
