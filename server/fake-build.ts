import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cspPolicy, headersFile, securityHeaders } from './security-headers';

/** A fake dist/: index.html, a card page's prerendered frame, _headers, one hashed asset with its .gz. */
export function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(root, 'assets'));
  const html = '<!doctype html><title>app</title>'.padEnd(2000, ' ');
  writeFileSync(join(root, 'index.html'), html);
  writeFileSync(join(root, 'index.html.gz'), gzipSync(html));
  mkdirSync(join(root, 'cards'));
  writeFileSync(join(root, 'cards', '_card.html'), '<!doctype html><title>card frame</title>');
  writeFileSync(join(root, '_headers'), headersFile(securityHeaders(cspPolicy({}))));
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const js = 'console.log("app");'.repeat(100);
  writeFileSync(join(root, 'assets', 'index-abc123.js'), js);
  writeFileSync(join(root, 'assets', 'index-abc123.js.gz'), gzipSync(js));
  return root;
}
