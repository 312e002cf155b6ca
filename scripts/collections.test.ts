// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { servedOpenApi } from './lib/api-reference';
import { brunoCollection, postmanCollection, type Document } from './lib/collections';

/** Issue #50 item 4: the checked-in collections are what the served document makes. */
const DIR = 'docs/collections';
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe('docs/collections (run `npm run gen:collections` after a change)', () => {
  it('holds the Postman collection the document makes', async () => {
    const doc = (await servedOpenApi()) as unknown as Document;
    expect(readFileSync(join(DIR, 'postman.json'), 'utf8')).toBe(await postmanCollection(doc));
  });

  it('holds the Bruno collection the document makes, file for file', async () => {
    const doc = (await servedOpenApi()) as unknown as Document;
    const made = brunoCollection(doc);
    const bruno = join(DIR, 'bruno');
    const onDisk = Object.fromEntries(
      filesUnder(bruno).map((file) => [relative(bruno, file), readFileSync(file, 'utf8')]),
    );
    expect(onDisk).toEqual(made);
  });

  it('has one request per operation, each with {{base_url}}, and {{seed}} where a seed is needed', async () => {
    const doc = (await servedOpenApi()) as unknown as Document;
    type Item = {
      request: { url: { raw: string }; header: Array<{ key: string; value: string }> };
    };
    const postman = JSON.parse(await postmanCollection(doc)) as {
      info: { schema: string };
      variable: Array<{ key: string }>;
      item: Array<{ item: Item[] }>;
    };
    expect(postman.info.schema).toContain('/v2.1.0/');
    expect(postman.variable.map((v) => v.key)).toEqual(['base_url', 'seed']);
    const items = postman.item.flatMap((folder) => folder.item);
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(items).toHaveLength(operations.length);
    expect(items.every((i) => i.request.url.raw.startsWith('{{base_url}}/'))).toBe(true);
    const seeded = items.filter((i) => i.request.header.some((h) => h.value === '{{seed}}'));
    expect(seeded).toHaveLength(operations.filter((op) => op.security?.length).length);
    expect(await postmanCollection(doc)).toContain('{{base_url}}/cards/:card_id/fund');
  });
});
