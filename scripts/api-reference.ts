/** npm run docs:api — writes docs/api.md from the sandbox's OpenAPI document. */
import { writeFileSync } from 'node:fs';
import { renderApiReference, servedOpenApi } from './lib/api-reference';

writeFileSync('docs/api.md', await renderApiReference(await servedOpenApi()));
console.log('docs/api.md written');
