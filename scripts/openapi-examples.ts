/** npm run gen:examples — writes the OpenAPI document's examples from real runs (decision 037). */
import { writeFileSync } from 'node:fs';
import { EXAMPLES_FILE, examplesText } from './lib/openapi-examples';

writeFileSync(EXAMPLES_FILE, await examplesText());
console.log(`${EXAMPLES_FILE} written`);
