import type { Account } from '../domain/state';

/** What a kept answer holds in place of a webhook's secret: the webhook's id, to read it from. */
const SECRET_REF = '$webhook_secret_of';

/**
 * A webhook's secret is kept once, in its webhook's record (issue #47 item 11c). An answer kept
 * for an idempotent replay (registration, a snapshot import) holds instead `{"$webhook_secret_of":
 * id}`, and the replay reads the secret from the webhook then (without it once the webhook is
 * deleted: its secret is gone with it). Only an object whose `id` names one of the account's
 * webhooks and whose `secret` is that webhook's is changed; any other text is kept as it was.
 */
export function answerWithoutSecrets(body: string, account: Account): string {
  if (!account.webhooks.length || !body.includes('"secret"')) return body;
  const secrets = new Map(account.webhooks.map((w) => [w.id, w.secret]));
  let changed = false;
  const value = walk(JSON.parse(body), (node) => {
    const id = node.id;
    if (typeof id !== 'string' || secrets.get(id) !== node.secret) return;
    node.secret = { [SECRET_REF]: id };
    changed = true;
  });
  return changed ? JSON.stringify(value) : body;
}

/** The kept answer as it was first sent, each secret read from its webhook's record. */
export function answerWithSecrets(body: string, account: Account): string {
  if (!body.includes(SECRET_REF)) return body;
  const secrets = new Map(account.webhooks.map((w) => [w.id, w.secret]));
  return JSON.stringify(
    walk(JSON.parse(body), (node) => {
      const ref = node.secret;
      if (typeof ref !== 'object' || ref === null || !(SECRET_REF in ref)) return;
      const secret = secrets.get(String((ref as Record<string, unknown>)[SECRET_REF]));
      if (secret === undefined) delete node.secret;
      else node.secret = secret;
    }),
  );
}

type Node = Record<string, unknown>;

function walk(value: unknown, visit: (node: Node) => void): unknown {
  if (Array.isArray(value)) value.forEach((item) => walk(item, visit));
  else if (typeof value === 'object' && value !== null) {
    visit(value as Node);
    for (const child of Object.values(value)) walk(child, visit);
  }
  return value;
}
