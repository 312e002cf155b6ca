// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** README.md and every Markdown file under docs/: what a person reads after cloning. */
function markdownFiles(): string[] {
  const docs = readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name));
  return ['README.md', ...docs];
}

/** Inline links and images `[text](target)` and reference definitions `[id]: target`. */
function linkTargets(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const inline = [...withoutCode.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const references = [...withoutCode.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)];
  return [...inline, ...references].map((m) => m[1]!);
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchors(markdown: string): Set<string> {
  return new Set(
    [...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) =>
      m[1]!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

describe('links in README.md and docs/', () => {
  it('finds inline, image and reference links but not code', () => {
    expect(linkTargets('[a](x.md) ![b](y.png "t") `[c](z.md)`\n[d]: w.md')).toEqual([
      'x.md',
      'y.png',
      'w.md',
    ]);
  });

  for (const file of markdownFiles()) {
    it(`${file}: every relative link resolves inside the repository`, () => {
      const text = readFileSync(file, 'utf8');
      const broken: string[] = [];
      for (const target of linkTargets(text)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
          if (!/^(https|mailto):/.test(target)) broken.push(`${target} (not a public address)`);
          continue;
        }
        const [path, fragment] = target.split('#');
        const resolved = path ? join(dirname(file), decodeURIComponent(path)) : file;
        if (resolved.startsWith('..') || !existsSync(resolved)) {
          broken.push(`${target} (no file ${resolved})`);
          continue;
        }
        if (
          fragment &&
          resolved.endsWith('.md') &&
          !anchors(readFileSync(resolved, 'utf8')).has(fragment)
        )
          broken.push(`${target} (no heading #${fragment} in ${resolved})`);
      }
      expect(broken).toEqual([]);
    });
  }
});
