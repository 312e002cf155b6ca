import ipaddr from 'ipaddr.js';
import { ServiceError } from './domain/errors';

/** Turns a host name into its addresses (Node's DNS); absent in the browser, where nothing is sent. */
export type Resolve = (host: string) => Promise<string[]>;

export type TargetPolicy = {
  /** Loopback, private, link-local… addresses allowed (`--allow-private-webhooks`, local receivers). */
  allowPrivate: boolean;
  resolve?: Resolve | undefined;
};

const refused = (why: string) => new ServiceError('invalid_request', `url: ${why}`);

/**
 * Only a public unicast address may receive a webhook: loopback, private, link-local,
 * unspecified, multicast, carrier-grade NAT, 6to4/NAT64/Teredo and IPv4-mapped addresses are
 * refused in every spelling. The URL parser already folds `2130706433`, `0x7f.1` and `127.1` into
 * `127.0.0.1`; ipaddr.js folds `::ffff:7f00:1` into its IPv4 form before the range is read.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

const stripBrackets = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

/**
 * `localhost.` is `localhost` written as an absolute DNS name: one trailing dot is dropped before
 * any check, so every rule below sees the name as resolvers do (issue #47 item 9, decision 015).
 */
const withoutTrailingDot = (host: string) => (host.endsWith('.') ? host.slice(0, -1) : host);

/** Names that only ever mean this machine or its network, whatever DNS says. */
function isLocalName(host: string) {
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal') ||
    !host.includes('.')
  );
}

/**
 * Checks a webhook URL and returns the addresses it may be delivered to (connect to one of
 * these, never to a second lookup: a DNS answer that changes between check and connect would
 * otherwise reach an internal host). Throws a 400 in the spec's shape when refused.
 */
export async function vetWebhookTarget(url: URL, policy: TargetPolicy): Promise<string[]> {
  const host = withoutTrailingDot(stripBrackets(url.hostname));
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refused(HTTPS);
  if (url.username || url.password) throw refused('must not contain a user name or password.');
  // `localhost..` has an empty label: no resolver means anything else by it.
  if (host.endsWith('.')) throw refused('must point to a public internet host.');
  const addresses = await addressesOf(host, policy);
  if (!policy.allowPrivate && addresses?.some((a) => !isPublicAddress(a)))
    throw refused('must point to a public internet address.');
  // Plain http only to a local receiver the operator opted into.
  if (
    url.protocol === 'http:' &&
    (!policy.allowPrivate || !addresses || addresses.some(isPublicAddress))
  )
    throw refused(HTTPS);
  return addresses ?? [];
}

const HTTPS = 'must be an https:// URL.';

/** The addresses a host means; null when they cannot be known here (the browser demo sends nothing). */
async function addressesOf(host: string, policy: TargetPolicy): Promise<string[] | null> {
  if (ipaddr.isValid(host)) return [host];
  if (isLocalName(host)) {
    if (!policy.allowPrivate) throw refused('must point to a public internet host.');
    if (!policy.resolve) return ['127.0.0.1'];
  }
  if (!policy.resolve) return null;
  let addresses: string[] = [];
  try {
    addresses = await policy.resolve(host);
  } catch {
    addresses = [];
  }
  if (!addresses.length) throw refused('the host name does not resolve.');
  return addresses;
}
