/** npm run gen:collections — writes docs/collections/ from the sandbox's OpenAPI document. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { servedOpenApi } from './lib/api-reference';
import { brunoCollection, postmanCollection, type Document } from './lib/collections';

export const COLLECTIONS_DIR = 'docs/collections';

const doc = (await servedOpenApi()) as unknown as Document;
writeFileSync(join(COLLECTIONS_DIR, 'postman.json'), await postmanCollection(doc));
const bruno = join(COLLECTIONS_DIR, 'bruno');
rmSync(bruno, { recursive: true, force: true });
for (const [file, text] of Object.entries(brunoCollection(doc))) {
  mkdirSync(dirname(join(bruno, file)), { recursive: true });
  writeFileSync(join(bruno, file), text);
}
console.log(`${COLLECTIONS_DIR}/postman.json and ${bruno}/ written`);
