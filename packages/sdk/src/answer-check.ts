import * as z from 'zod/mini';
import type { core } from 'zod/mini';
import { listOf, pageOf } from '../../../src/contract/common';
import type { ResponseDoc } from '../../../src/contract/operation';

/**
 * The contract's schema of an answer (decision 039): the answer is checked against it, and the
 * answer itself — the wire's form — is what the caller gets, not the schema's reading of it (the
 * dashboard's cents). The schemas are loose objects: a field the contract does not know passes.
 * A `json` answer (the document, a reset, a deletion) has no schema and is not checked.
 */
function schemaOf(response: ResponseDoc): core.$ZodType | null {
  if ('one' in response) return response.one;
  if ('list' in response)
    return response.paginated
      ? pageOf(response.list as z.ZodMiniType)
      : listOf(response.list as z.ZodMiniType);
  if ('oneOf' in response)
    return z.union(response.oneOf as unknown as [z.ZodMiniType, ...z.ZodMiniType[]]);
  return null;
}

const schemas = new WeakMap<ResponseDoc, core.$ZodType | null>();

/** What is wrong with `answer` for `response`, one `path: message` a line, or null when it fits. */
export function answerProblems(response: ResponseDoc, answer: unknown): string | null {
  let schema = schemas.get(response);
  if (schema === undefined) schemas.set(response, (schema = schemaOf(response)));
  if (!schema) return null;
  const checked = z.safeParse(schema, answer);
  if (checked.success) return null;
  return checked.error.issues
    .map((issue) => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`)
    .join('\n');
}
